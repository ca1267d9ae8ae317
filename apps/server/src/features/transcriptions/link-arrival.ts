import type { Readable } from 'node:stream';
import { Refusal } from '../../domain/refusal.js';
import type { MessageId } from '../../i18n/index.js';
import type { Transcriptions } from './context.js';
import { fail } from './failures.js';
import { reportProgress, transition } from './lifecycle.js';
import { assertStorageFor } from './storage-quota.js';
import { storeArrived } from './uploads.js';
import { workspaceLimitsOf } from './workspace-limits.js';

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

  /** The link answered with a file: `uploading`, under the name the answer gives when it gives one. */
  async began(
    transcriptions: Transcriptions,
    id: string,
    { name, size }: { name: string | null; size: number | null },
  ) {
    const uploading = await transition(transcriptions, id, 'uploading', {
      from: ['waiting'],
      patch: { uploadStartedAt: new Date(), sizeBytes: size, mediaStored: true, ...(name ? { name } : {}) },
    });
    return uploading !== null;
  },

  /** Bytes arrived: the share of the expected size (0 while the size is unknown). */
  progressed: (transcriptions: Transcriptions, id: string, progress: number) =>
    reportProgress(transcriptions, id, 'uploading', { progress }),

  /**
   * The whole file arrived (a private copy of `size` bytes): stored like an upload's bytes, then checked
   * by its content. A file that would pass the workspace's storage quota fails here, its size now known.
   */
  async arrived(
    transcriptions: Transcriptions,
    id: string,
    workspaceId: string,
    size: number,
    bytes: Readable,
  ) {
    try {
      await assertStorageFor(transcriptions.db, transcriptions.config, workspaceId, size);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      bytes.destroy();
      await fail(transcriptions, id, 'transcriptions.failure.storage_full', ['uploading']);
      return;
    }
    await storeArrived(transcriptions, id, size, bytes);
  },

  /** The fetch failed for good, with the reason its owner reads. */
  failed: (transcriptions: Transcriptions, id: string, failure: MessageId) =>
    fail(transcriptions, id, failure, ['waiting', 'uploading']),
};
