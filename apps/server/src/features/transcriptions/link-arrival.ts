import type { Readable } from 'node:stream';
import { Refusal } from '../../domain/refusal.js';
import type { MessageId } from '../../i18n/index.js';
import type { Transcriptions } from './context.js';
import { fail } from './failures.js';
import { reportProgress, transition } from './lifecycle.js';
import { setReceivedBytes } from './repo.js';
import { assertStorageFor } from './storage-quota.js';
import { storeArrived } from './uploads.js';
import { workspaceLimitsOf } from './workspace-limits.js';

/**
 * Whether the workspace stays within its storage quota with `newBytes` more than it counts now; when it
 * would not, the transcription fails with the quota's reason (from the statuses in `from`) and the
 * fetch stops.
 */
async function fitsQuota(
  transcriptions: Transcriptions,
  id: string,
  workspaceId: string,
  newBytes: number,
  from: 'waiting' | 'uploading',
) {
  try {
    await assertStorageFor(transcriptions.db, transcriptions.config, workspaceId, newBytes);
    return true;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await fail(transcriptions, id, 'transcriptions.failure.storage_full', [from]);
    return false;
  }
}

/**
 * The steps of a transcription whose media the server fetches from a link (ADR 034), in lifecycle terms:
 * `waiting` while it connects, `uploading` while the bytes arrive, then validated like any upload. Each
 * answers false when the row has moved on meanwhile (deleted, expired): the fetch then stops.
 */
export const linkArrival = {
  /** The limits the download must keep: the workspace's largest file. */
  async maxBytesOf(transcriptions: Transcriptions, workspaceId: string) {
    return (await workspaceLimitsOf(transcriptions.db, transcriptions.config, workspaceId)).maxFileBytes;
  },

  /**
   * The link answered with a file: `uploading`, under the name the answer gives when it gives one. A
   * declared size counts in the storage quota from now on, and one that would pass it fails at once.
   */
  async began(
    transcriptions: Transcriptions,
    id: string,
    workspaceId: string,
    { name, size }: { name: string | null; size: number | null },
  ) {
    if (size !== null && !(await fitsQuota(transcriptions, id, workspaceId, size, 'waiting'))) return false;
    const uploading = await transition(transcriptions, id, 'uploading', {
      from: ['waiting'],
      patch: { uploadStartedAt: new Date(), sizeBytes: size, mediaStored: true, ...(name ? { name } : {}) },
    });
    return uploading !== null;
  },

  /**
   * `received` bytes arrived of `expected` (null while the size is unknown). A file of unknown size counts
   * in the storage quota with what it holds so far, as a recording does (ADR 036), so that other files and
   * other links see it, and fails once the workspace is past its quota.
   */
  async progressed(
    transcriptions: Transcriptions,
    id: string,
    workspaceId: string,
    { received, expected }: { received: number; expected: number | null },
  ) {
    if (expected === null) {
      await setReceivedBytes(transcriptions.db, id, received);
      if (!(await fitsQuota(transcriptions, id, workspaceId, 0, 'uploading'))) return false;
    }
    const progress = expected ? received / expected : 0;
    return reportProgress(transcriptions, id, 'uploading', { progress });
  },

  /**
   * The whole file arrived (a private copy of `size` bytes): stored like an upload's bytes, then checked
   * by its content. A file that would pass the workspace's storage quota fails here, its size now known;
   * the transcription already counts with its declared size or what it held so far, never twice.
   */
  async arrived(
    transcriptions: Transcriptions,
    id: string,
    workspaceId: string,
    size: number,
    bytes: Readable,
  ) {
    await setReceivedBytes(transcriptions.db, id, size);
    if (!(await fitsQuota(transcriptions, id, workspaceId, 0, 'uploading'))) {
      bytes.destroy();
      return;
    }
    await storeArrived(transcriptions, id, size, bytes);
  },

  /** The fetch failed for good, with the reason its owner reads. */
  failed: (transcriptions: Transcriptions, id: string, failure: MessageId) =>
    fail(transcriptions, id, failure, ['waiting', 'uploading']),
};
