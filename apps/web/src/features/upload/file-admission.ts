import type { TTranscriptionLimits } from '@whispy/contracts';

type FileFacts = Pick<File, 'size' | 'type'>;

/** Audio and video are accepted; a file the browser cannot type is left for the server's probe. */
export function isMediaFile(file: FileFacts): boolean {
  return file.type === '' || file.type.startsWith('audio/') || file.type.startsWith('video/');
}

/** Over the size limit, or over the minutes limit when the length is known. */
export function exceedsLimits(
  file: FileFacts,
  durationSeconds: number | null,
  limits: TTranscriptionLimits,
): boolean {
  if (file.size > limits.max_file_bytes) return true;
  return durationSeconds !== null && durationSeconds > limits.max_file_minutes * 60;
}

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
