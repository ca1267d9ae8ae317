import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './feedback-form';
import { useBounce } from './use-bounce';

// Spec §8: only Cancel or a successful Send closes it, so a stray click or key cannot throw text away.
const keepOpen = (event: Event) => event.preventDefault();

/** The top bar's Feedback button (medium screens and up, bouncing) and the dialog it opens. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bouncing = useBounce();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-bouncing={bouncing}
        className="hidden h-9 items-center gap-1.5 rounded-lg px-2.5 font-medium text-accent-700 text-sm hover:bg-accent-50 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out md:inline-flex data-[bouncing=true]:-translate-y-1"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('feedback.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-zinc-950/40" />
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
      </Dialog.Portal>
    </Dialog.Root>
  );
}
