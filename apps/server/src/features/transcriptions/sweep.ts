import { EXPIRABLE_STATUSES, RUNNING_STATUSES } from '@whispy/contracts';
import { forgetNoticesOwedBefore, listOwedNotices } from '../notices/index.js';
import { admitPending } from './admission.js';
import type { Transcriptions } from './context.js';
import { fail } from './failures.js';
import { runTranscription, sweepJob, validateUploadJob } from './jobs.js';
import { transition } from './lifecycle.js';
import { removeMedia } from './media.js';
import { HEARTBEAT_MS } from './pipeline.js';
import { listMediaToRemove, listStale, workspacesWithPending } from './repo.js';

/** Running work silent this long has lost its worker. */
export const STALLED_AFTER_MS = 6 * HEARTBEAT_MS;
/** A validation is a probe of a few seconds; one this old was cut short. */
const VALIDATION_STALLED_MS = 2 * 60_000;
/** An upload whose bytes all arrived but whose row still says `uploading` lost its server in between. */
const UPLOAD_SETTLE_MS = 60_000;
/** A notice owed this long was queued and lost (a restart, Redis gone): it is queued again. */
const NOTICE_SETTLE_MS = 60_000;
/** A link import waits at most this long in the queue before its download begins. */
const LINK_QUEUE_GRACE_MS = 5 * 60_000;
/** Notices of finishes older than this are given up: news of a day ago is no news. */
const NOTICE_GIVE_UP_MS = 24 * 60 * 60_000;

export interface SweepOptions {
  /**
   * This process is the only worker (the in-process queue) and has just started: every running or
   * queued row was left by a previous run, so all of it is recovered now, not after it goes stale.
   */
  recoverAll?: boolean;
}

/**
 * Everything that must happen even when no request or job asks for it. Each step is a guarded
 * transition, so sweeps running at the same time in several processes never do a step twice.
 */
export async function sweep(transcriptions: Transcriptions, { recoverAll = false }: SweepOptions = {}) {
  const { db, config, queue, store, log, notices } = transcriptions;
  const now = Date.now();
  const olderThan = (ms: number) => (recoverAll ? null : new Date(now - ms));

  // Unfinished work given up 24 h after its upload began (or its creation, when nothing came).
  const expiry = new Date(now - config.uploads.expireAfterMs);
  for (const row of await listStale(db, EXPIRABLE_STATUSES, 'startedAt', expiry)) {
    const expired = await transition(transcriptions, row.id, 'expired', {
      from: [row.status],
      patch: { failure: 'transcriptions.failure.expired', chargedSeconds: 0 },
    });
    if (expired) await removeMedia(transcriptions, row.id);
  }

  // A link import past its time limits lost its job (a restart, a queue that refused it): it says so.
  const { timeoutMs, stallMs } = config.linkImports;
  const linkStale = olderThan(timeoutMs + stallMs + LINK_QUEUE_GRACE_MS);
  for (const row of await listStale(db, ['waiting', 'uploading'], 'updatedAt', linkStale)) {
    if (row.fromLink)
      await fail(transcriptions, row.id, 'transcriptions.failure.link_interrupted', [row.status]);
  }

  for (const row of await listStale(db, ['uploading'], 'updatedAt', new Date(now - UPLOAD_SETTLE_MS))) {
    const upload = await store.upload(row.id).catch(() => null);
    if (!upload || upload.size === undefined || upload.received < upload.size) continue;
    if (await transition(transcriptions, row.id, 'validating', { from: ['uploading'] })) {
      await queue.enqueue(validateUploadJob, { transcriptionId: row.id });
    }
  }

  for (const row of await listStale(db, ['validating'], 'updatedAt', olderThan(VALIDATION_STALLED_MS))) {
    await queue.enqueue(validateUploadJob, { transcriptionId: row.id });
  }

  // Work whose worker died goes back to the queue; a queued row is (re-)enqueued, which is idempotent
  // and restores what an in-process queue forgot in a restart.
  for (const row of await listStale(db, RUNNING_STATUSES, 'updatedAt', olderThan(STALLED_AFTER_MS))) {
    log.warn({ transcription: row.id, status: row.status }, 'recovering work whose worker stopped');
    if (await transition(transcriptions, row.id, 'queued', { from: [row.status] })) {
      await queue.enqueue(runTranscription, { transcriptionId: row.id, workspaceId: row.workspaceId });
    }
  }
  for (const row of await listStale(db, ['queued'], 'updatedAt', olderThan(STALLED_AFTER_MS))) {
    await queue.enqueue(runTranscription, { transcriptionId: row.id, workspaceId: row.workspaceId });
  }

  // Notices owed by a finish whose job was lost go out now; the claim keeps them from going out twice.
  const owed = await listOwedNotices(db, {
    owedSince: new Date(now - NOTICE_GIVE_UP_MS),
    owedBefore: olderThan(NOTICE_SETTLE_MS),
    releaseClaims: recoverAll,
  });
  for (const notice of owed) {
    if (notices.channels.includes(notice.channel)) await notices.send(notice.channel, notice.transcriptionId);
  }
  // Sent or given up: a day-old row decides nothing any more.
  await forgetNoticesOwedBefore(db, new Date(now - NOTICE_GIVE_UP_MS));

  for (const workspaceId of await workspacesWithPending(db)) {
    await admitPending(transcriptions, workspaceId);
  }
  for (const { id } of await listMediaToRemove(db)) await removeMedia(transcriptions, id);
}

/**
 * Runs sweeps as jobs of this process: one now (with `first`'s options), then one every `intervalMs`,
 * never two at once. With BullMQ the repeat is one scheduler in Redis for the whole deployment, so each
 * tick sweeps in one process only.
 */
export async function scheduleSweeps(
  transcriptions: Transcriptions,
  intervalMs: number,
  first: SweepOptions,
) {
  const { queue } = transcriptions;
  queue.work(sweepJob, (options) => sweep(transcriptions, options));
  await queue.enqueue(sweepJob, { recoverAll: first.recoverAll ?? false });
  await queue.repeat(sweepJob, { recoverAll: false }, intervalMs);
}
