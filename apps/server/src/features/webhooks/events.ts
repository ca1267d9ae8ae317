import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import type { JobHandler, JobKind, JobQueue, QueueLogger } from '../../queue/index.js';
import { deliverNotice, type Listening, type NoticeChannel, type TNotice } from '../notices/index.js';
import { findTranscription, type TranscriptionRow } from '../transcriptions/index.js';
import { type TDeliverWebhook, TEST_EVENT } from './delivery.js';
import {
  type EndpointRow,
  endpointsFor,
  hasEndpointFor,
  insertDeliveries,
  pendingDeliveries,
} from './repo.js';
import { newMessageId } from './signature.js';

/** The notice channel of webhooks. */
export const WEBHOOK_NOTICES: NoticeChannel = 'webhook';

/**
 * A finished transcription owes a webhook notice only where an enabled endpoint asked for its event: no
 * owed row and no job for the many workspaces that have none (ADR 035).
 */
export const WEBHOOK_LISTENING: Readonly<Record<NoticeChannel, Listening>> = {
  [WEBHOOK_NOTICES]: (db, { workspaceId, status }) =>
    hasEndpointFor(db, workspaceId, `transcription.${status}`),
};

/** A Standard Webhooks message: `type`, `timestamp` of the event, and its `data`. */
const messageBody = (type: string, data: Record<string, unknown>) =>
  JSON.stringify({ type, timestamp: new Date().toISOString(), data });

function transcriptionData(row: TranscriptionRow, publicUrl: string) {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    name: row.name,
    status: row.status,
    language: row.detectedLanguage ?? row.language,
    duration_seconds: row.duration,
    url: `${publicUrl}/resource/transcriptions/${row.id}`,
  };
}

export interface WebhookEventParts {
  db: Db;
  queue: JobQueue;
  publicUrl: string;
  log: QueueLogger;
  /** The delivery job as this deployment declares it (its retry delay). */
  job: JobKind<TDeliverWebhook>;
}

async function enqueueDeliveries(
  { queue, log, job }: WebhookEventParts,
  deliveries: readonly TDeliverWebhook[],
) {
  for (const delivery of deliveries) {
    // The pending row is the durable part: a process that starts again queues what is left (ADR 031).
    await queue
      .enqueue(job, delivery)
      .catch((error) =>
        log.warn({ err: error, delivery: delivery.deliveryId }, 'webhook delivery not queued'),
      );
  }
}

/**
 * The `notice.webhook` job: writes one delivery of the transcription's event for each enabled endpoint of
 * its workspace that asked for it, then queues them. The notice is claimed and marked sent as every
 * channel's is; a delivery already written is not written twice (one per endpoint and transcription).
 */
export function fanOutWebhooks(parts: WebhookEventParts): JobHandler<TNotice> {
  return async ({ transcriptionId }, job) => {
    await deliverNotice(parts.db, WEBHOOK_NOTICES, transcriptionId, job, async () => {
      const row = await findTranscription(parts.db, transcriptionId);
      if (!row || (row.status !== 'completed' && row.status !== 'failed')) return;
      const type = `transcription.${row.status}`;
      const endpoints = await endpointsFor(parts.db, row.workspaceId, type);
      const body = messageBody(type, { transcription: transcriptionData(row, parts.publicUrl) });
      await insertDeliveries(
        parts.db,
        endpoints.map((endpoint) => ({
          id: newMessageId(),
          endpointId: endpoint.id,
          transcriptionId,
          event: type,
          body,
        })),
      );
      await enqueueDeliveries(parts, await pendingDeliveries(parts.db, transcriptionId));
    });
  };
}

/** Queues a `webhook.test` message to one endpoint, enabled or not: its outcome shows in the log. */
export async function sendTestWebhook(parts: WebhookEventParts, endpoint: EndpointRow) {
  const id = newMessageId();
  const body = messageBody(TEST_EVENT, { webhook_id: endpoint.id, nonce: ulid() });
  await insertDeliveries(parts.db, [{ id, endpointId: endpoint.id, event: TEST_EVENT, body }]);
  await enqueueDeliveries(parts, [{ deliveryId: id, workspaceId: endpoint.workspaceId }]);
  return id;
}

/** Queues every delivery left pending (a process that starts again after a crash, in embedded mode). */
export async function resumeWebhookDeliveries(parts: WebhookEventParts) {
  await enqueueDeliveries(parts, await pendingDeliveries(parts.db));
}
