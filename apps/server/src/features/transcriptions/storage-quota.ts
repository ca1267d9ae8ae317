import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { storedMediaBytes } from './repo.js';

/** Sizes in decimal units, as the web app shows them: "9.5 GB", "0.7 MB". */
function inUnits(bytes: number) {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}

/** The workspace's media quota and what it keeps stored; null when STORAGE_QUOTA_MB is 0 (no quota). */
export async function storageOf(db: Db, config: Config, workspaceId: string) {
  const quotaBytes = config.limits.storageBytes;
  if (quotaBytes === null) return null;
  return { quotaBytes, usedBytes: await storedMediaBytes(db, workspaceId) };
}

/**
 * Refuses a file of `bytes` that would take the workspace past its quota of stored media (413, saying
 * how much is kept and what to do). Kept recordings, uploads under way and work not yet transcribed all
 * count; a transcription that does not keep its recording frees its space once transcribed.
 */
export async function assertStorageFor(db: Db, config: Config, workspaceId: string, bytes: number) {
  const storage = await storageOf(db, config, workspaceId);
  if (!storage || storage.usedBytes + bytes <= storage.quotaBytes) return;
  throw new Refusal('too_large', {
    id: 'transcriptions.storage_full',
    params: { used: inUnits(storage.usedBytes), quota: inUnits(storage.quotaBytes) },
  });
}
