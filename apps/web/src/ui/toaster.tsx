import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from './notify';

/** Toasts sit at the top right, below the fixed top bar; menus and dialogs (z-50) open above them. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      offset={{ top: 64, right: 16 }}
      mobileOffset={{ top: 64, right: 12, left: 12 }}
      style={{ zIndex: 45 }}
    />
  );
}
