import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from './notify';

// Sonner keeps its toasts in a module-wide store: those raised before it mounted show when it does.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * A bar fixed to the bottom of the viewport (the player on phones and tablets) sets this to its height, so
 * that toasts rise above it (`FIXED_BOTTOM_BAR_PROPERTY` on the document's root).
 */
export const FIXED_BOTTOM_BAR_PROPERTY = '--fixed-bottom-bar';
const bottom = `calc(var(${FIXED_BOTTOM_BAR_PROPERTY}, 0px) + 16px)`;

/**
 * Toasts sit at the bottom right (the bottom on phones), above any fixed bottom bar: the top is where pages
 * keep their sticky toolbars (the editor's save and undo buttons), which a toast must never cover. Menus
 * and dialogs (z-50) open above them.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        offset={{ bottom, right: 16 }}
        mobileOffset={{ bottom, right: 12, left: 12 }}
        style={{ zIndex: 45 }}
      />
    </Suspense>
  );
}
