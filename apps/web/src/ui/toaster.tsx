import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from './notify';
import { TOASTS_TOP_PROPERTY, TOASTS_TOP_PX } from './toasts-below';

// Sonner keeps its toasts in a module-wide store: those raised before it mounted show when it does.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// A page may move them lower, so that they leave its own bar uncovered (`useToastsBelow`).
const top = `var(${TOASTS_TOP_PROPERTY}, ${TOASTS_TOP_PX}px)`;

/** Toasts sit at the top right, below the fixed top bar; menus and dialogs (z-50) open above them. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        offset={{ top, right: 16 }}
        mobileOffset={{ top, right: 12, left: 12 }}
        style={{ zIndex: 45 }}
      />
    </Suspense>
  );
}
