import type { TTranscriptionLimits } from '@whispy/contracts';

type FileFacts = Pick<File, 'size' | 'type'>;

/** Audio and video are accepted; a file the browser cannot type is left for the server's probe. */
export function isMediaFile(file: FileFacts): boolean {
  return file.type === '' || file.type.startsWith('audio/') || file.type.startsWith('video/');
}

/** Why a file cannot be added to the page, named after the limit it meets. */
export type FileRefusal =
  | 'not-media'
  | 'empty'
  | 'trial-used-up'
  | 'no-minutes'
  | 'too-many'
  | 'too-large'
  | 'too-long'
  | 'storage';

/** The trial has no transcriptions left for one more file, counting `onPage` files not uploaded yet. */
export function trialUsedUp(limits: TTranscriptionLimits, onPage = 0): boolean {
  const { trial } = limits;
  return (
    trial?.transcriptions_allowed != null &&
    trial.transcriptions_used + onPage >= trial.transcriptions_allowed
  );
}

/**
 * No minutes left on a server that sells none: the upload would wait for an administrator. Where plans
 * are sold, it waits in `pending` for the subscription instead (spec: transcribed when minutes appear).
 */
export const minutesGone = (limits: TTranscriptionLimits) =>
  limits.minutes_available === 0 && !limits.can_subscribe;

/**
 * What the page can tell before reading the file's length, in the order a user can act on: the file
 * itself, then the workspace's allowance, then the batch and the size. `onPage` files are already added.
 */
export function refusalBeforeReading(
  file: FileFacts,
  onPage: number,
  limits: TTranscriptionLimits,
): FileRefusal | null {
  if (!isMediaFile(file)) return 'not-media';
  if (file.size === 0) return 'empty';
  if (trialUsedUp(limits, onPage)) return 'trial-used-up';
  if (minutesGone(limits)) return 'no-minutes';
  if (onPage >= limits.max_files_per_batch) return 'too-many';
  if (file.size > limits.max_file_bytes) return 'too-large';
  return null;
}

/** Over the length limit, once the browser has measured the file (null: it could not). */
export const exceedsLength = (durationSeconds: number | null, limits: TTranscriptionLimits) =>
  durationSeconds !== null && durationSeconds > limits.max_file_minutes * 60;

/**
 * Would take the workspace past its quota of stored media, counting `queuedBytes` of files already on
 * the page and not uploaded yet (the server refuses it anyway; this says so before the upload).
 */
export function exceedsStorage(file: FileFacts, queuedBytes: number, limits: TTranscriptionLimits): boolean {
  const { storage } = limits;
  return storage !== null && storage.used_bytes + queuedBytes + file.size > storage.quota_bytes;
}

/** The workspace keeps at least nine tenths of the media it may: worth saying before files are picked. */
export function storageNearlyFull(limits: TTranscriptionLimits): boolean {
  const { storage } = limits;
  return storage !== null && storage.used_bytes >= storage.quota_bytes * 0.9;
}

/** Accepted, but worth compressing first. */
export function isLargeFile(file: FileFacts, limits: TTranscriptionLimits): boolean {
  return file.size > limits.large_file_bytes;
}
