import type { ExternalToast } from 'sonner';

/** Spec §8: info, warning, success and error toasts last 3 s; the fatal toast stays until dismissed. */
export const TOAST_DURATION_MS = 3000;

// Sonner loads after the page has rendered (see toaster.tsx), or with the first toast if that comes first:
// no page needs it to paint, and it is a twentieth of the first load.
const show = (kind: 'info' | 'success' | 'warning' | 'error', message: string, options?: ExternalToast) =>
  void import('sonner').then(({ toast }) => toast[kind](message, options));

export const notify = {
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  fatal: (message: string) => show('error', message, { id: 'fatal', duration: Number.POSITIVE_INFINITY }),
};
