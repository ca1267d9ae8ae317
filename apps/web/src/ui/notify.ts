import { toast } from 'sonner';

/** Spec §8: info, warning, success and error toasts last 3 s; the fatal toast stays until dismissed. */
export const TOAST_DURATION_MS = 3000;

export const notify = {
  info: (message: string) => toast.info(message),
  success: (message: string) => toast.success(message),
  warning: (message: string) => toast.warning(message),
  error: (message: string) => toast.error(message),
  fatal: (message: string) => toast.error(message, { id: 'fatal', duration: Number.POSITIVE_INFINITY }),
};
