import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opening } from '../../ui/deferred';
import { ModalLayer } from '../../ui/modal-layer';
import { FeedbackForm } from './feedback-form';
import { FeedbackTrigger } from './feedback-trigger';

// Spec §8: only Cancel or a successful Send closes it, so a stray click or key cannot throw text away.
const keepOpen = (event: Event) => event.preventDefault();

/** The Feedback button with the dialog it opens. */
export function FeedbackDialog({ initiallyOpen = false }: Opening) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <FeedbackTrigger />
      </Dialog.Trigger>
      <ModalLayer>
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-zinc-900">{t('feedback.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('feedback.description')}
          </Dialog.Description>
          <FeedbackForm onSent={() => setOpen(false)} />
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
