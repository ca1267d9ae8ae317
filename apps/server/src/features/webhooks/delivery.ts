import { WEBHOOK_LIMITS } from '@whispy/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { OutboundHttp, OutboundResponse } from '../../outbound/index.js';
import { OutboundRefused } from '../../outbound/index.js';
import { defineJob, type JobHandler, type JobKind, type QueueLogger } from '../../queue/index.js';
import {
  countFailure,
  type EndpointRow,
  findDelivery,
  pruneDeliveries,
  recordAttempt,
  resetFailures,
} from './repo.js';
import { signedHeaders } from './signature.js';

export type TDeliverWebhook = { deliveryId: string };

const jobs = new Map<number, JobKind<TDeliverWebhook>>();

/**
 * One delivery's job (the row holds the body, the endpoint and the log): six tries, `retryDelayMs`
 * before the second and doubling (the operator's WEBHOOKS_RETRY_SECONDS; ADR 031).
 */
export function deliverWebhookJob(retryDelayMs: number): JobKind<TDeliverWebhook> {
  let job = jobs.get(retryDelayMs);
  if (!job) {
    job = defineJob({
      id: 'webhook.deliver',
      version: 1,
      payload: z.object({ deliveryId: z.string().min(1).max(64) }),
      dedupeKey: ({ deliveryId }) => deliveryId,
      attempts: 6,
      retryDelayMs,
    });
    jobs.set(retryDelayMs, job);
  }
  return job;
}

/** A receiver has this long to answer, and this many bytes of its answer are read. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const RESPONSE_BYTES_READ = 4096;

/** The event a test delivery carries; it never counts towards switching an endpoint off. */
export const TEST_EVENT = 'webhook.test';

export interface WebhookDeliveryParts {
  db: Db;
  http: OutboundHttp;
  log: QueueLogger;
  /** Told once when an endpoint is switched off after failing too often in a row. */
  onDisabled(endpoint: EndpointRow): Promise<void>;
}

/**
 * The start of a receiver's answer as text for the log. Its bytes are hostile: decoded leniently, without
 * the NULs and other control characters PostgreSQL text or a log screen would choke on, and cut short.
 */
export function excerptOf(answer: OutboundResponse): string {
  const text = answer.body
    .toString('utf8')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g, '')
    .trim();
  const cut = Array.from(text).slice(0, WEBHOOK_LIMITS.excerptLength).join('');
  return answer.truncated || cut.length < text.length ? `${cut}…` : cut;
}

/** Why no answer came, in the log's words (never the error's own text, which may echo the URL's secrets). */
function failureOf(error: unknown): string {
  if (error instanceof OutboundRefused)
    return `refused: ${error.reason === 'address' ? 'the address is not public' : error.reason}`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'no answer in time';
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code ? `no connection (${code})` : 'no connection';
}

/**
 * The `webhook.deliver` job: signs the stored body afresh (the attempt's timestamp) and posts it. A 2xx
 * answer is delivered; anything else is retried by the queue until the last try, which fails the delivery
 * and counts towards switching the endpoint off. A URL the guard refuses is not retried.
 */
export function deliverWebhook({
  db,
  http,
  log,
  onDisabled,
}: WebhookDeliveryParts): JobHandler<TDeliverWebhook> {
  return async ({ deliveryId }, { attempt, maxAttempts }) => {
    const found = await findDelivery(db, deliveryId);
    if (found?.delivery.state !== 'pending') return;
    const { delivery, endpoint } = found;
    // A test is how a manager checks an endpoint before switching it back on, so it goes out regardless.
    if (endpoint.disabledReason && delivery.event !== TEST_EVENT) {
      const outcome = {
        responseStatus: null,
        durationMs: null,
        responseExcerpt: 'not sent: the endpoint is off',
      };
      await recordAttempt(db, deliveryId, { state: 'failed', ...outcome });
      return;
    }
    const started = performance.now();
    let status: number | null = null;
    let excerpt: string;
    let retry = true;
    try {
      const answer = await http.send(endpoint.url, {
        method: 'POST',
        headers: signedHeaders(endpoint.secret, delivery.id, delivery.body, new Date()),
        body: delivery.body,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
        maxResponseBytes: RESPONSE_BYTES_READ,
      });
      status = answer.status;
      excerpt = excerptOf(answer);
    } catch (error) {
      excerpt = failureOf(error);
      retry = !(error instanceof OutboundRefused);
    }
    const delivered = status !== null && status >= 200 && status < 300;
    const last = !delivered && (!retry || attempt >= maxAttempts);
    await recordAttempt(db, deliveryId, {
      state: delivered ? 'delivered' : last ? 'failed' : 'pending',
      responseStatus: status,
      durationMs: Math.round(performance.now() - started),
      responseExcerpt: excerpt,
    });
    if (!delivered && !last) throw new Error(`webhook not delivered (${status ?? excerpt}); retried`);
    await pruneDeliveries(db, endpoint.id, WEBHOOK_LIMITS.logLength);
    if (delivery.event === TEST_EVENT) return;
    if (delivered) {
      await resetFailures(db, endpoint.id);
    } else if (await countFailure(db, endpoint.id, WEBHOOK_LIMITS.failuresBeforeDisabling)) {
      log.warn({ webhook: endpoint.id }, 'webhook endpoint switched off after failing in a row');
      await onDisabled(endpoint).catch((error) =>
        log.warn({ err: error, webhook: endpoint.id }, 'owners not told'),
      );
    }
  };
}
