import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** Where a dialog's content goes: a portal above the page, which a dimmed overlay covers. */
export function ModalLayer({ children }: { children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-zinc-950/40" />
      {children}
    </Dialog.Portal>
  );
}
