import type { TTranscription, TTranscriptionUpdated } from '@whispy/contracts';

/** A row with the status, progress and time left of `event`. */
export const patchProgress = <T extends TTranscription>(row: T, event: TTranscriptionUpdated): T => ({
  ...row,
  status: event.status,
  progress: event.progress,
  remaining_seconds: event.remaining_seconds,
});
