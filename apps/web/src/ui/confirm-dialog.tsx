import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ModalLayer } from './modal-layer';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** Names what goes: "Delete the transcription “Interview”?", never a bare "Delete?". */
  title: string;
  description?: string;
  confirmLabel?: string;
  busy?: boolean;
};

/** A confirmation before something is deleted or given up (spec §8); the defaults are the delete wording. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  busy,
}: Props) {
  const { t } = useTranslation();
  // Opened by state rather than by a Radix trigger, which Radix would give focus back to: keep what had
  // focus when it opened (the button that asked) and give it back on closing, so keyboard users stay put.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalLayer>
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-zinc-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {description ?? t('confirm.deleteDescription')}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('confirm.cancel')}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {confirmLabel ?? t('confirm.deleteConfirm')}
            </Button>
          </div>
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
