import { type TWebhookFailure, WEBHOOK_LIMITS } from '@whispy/contracts';
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

/**
 * A delivery to make, and its endpoint's workspace, by which deliveries take turns: one workspace's slow
 * receivers, holding every worker for their ten seconds, then delay the others' by one attempt at most.
 * Optional only for the jobs an earlier version queued without it (they wait in a group of their own).
 */
export type TDeliverWebhook = { deliveryId: string; workspaceId?: string };

const ZId = z.string().min(1).max(64);

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
      payload: z.object({ deliveryId: ZId, workspaceId: ZId.optional() }),
      dedupeKey: ({ deliveryId }) => deliveryId,
      fairBy: ({ workspaceId }) => workspaceId ?? '',
      attempts: 6,
      retryDelayMs,
    });
    jobs.set(retryDelayMs, job);
  }
  return job;
}

/** Deliveries made at once by a server process. */
export const DELIVERY_WORKERS = 8;

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
 * the NULs and other control characters PostgreSQL text or a terminal would choke on (C1's 8-bit escape
 * included), the invisible format characters that disguise text (a right-to-left override reorders what
 * follows it) and the line separators some viewers break on, and cut short. Tabs and newlines stay.
 */
export function excerptOf(answer: OutboundResponse): string {
  const text = answer.body
    .toString('utf8')
    .replace(/(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\ufffd]/gu, '')
    .trim();
  const cut = Array.from(text).slice(0, WEBHOOK_LIMITS.excerptLength).join('');
  return answer.truncated || cut.length < text.length ? `${cut}…` : cut;
}

/** The name's lookup failed: no such host, or no answer from DNS. */
const LOOKUP_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);

const REFUSALS: Record<OutboundRefused['reason'], TWebhookFailure> = {
  address: 'refused_address',
  scheme: 'refused_scheme',
  too_many_redirects: 'too_many_redirects',
};

/**
 * Why no answer came, as a code the web app words in each language: never the error's own text, which may
 * echo the URL's secrets, and never in the answer's column, where a receiver could write the same words.
 */
function failureOf(error: unknown): TWebhookFailure {
  if (error instanceof OutboundRefused) return REFUSALS[error.reason];
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code && LOOKUP_FAILURES.has(code) ? 'unknown_host' : 'no_connection';
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
        responseExcerpt: null,
        failure: 'endpoint_off',
      } as const;
      await recordAttempt(db, deliveryId, { state: 'failed', ...outcome });
      return;
    }
    const started = performance.now();
    let status: number | null = null;
    let excerpt: string | null = null;
    let failure: TWebhookFailure | null = null;
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
      failure = failureOf(error);
      retry = !(error instanceof OutboundRefused);
    }
    const delivered = status !== null && status >= 200 && status < 300;
    const last = !delivered && (!retry || attempt >= maxAttempts);
    await recordAttempt(db, deliveryId, {
      state: delivered ? 'delivered' : last ? 'failed' : 'pending',
      responseStatus: status,
      durationMs: Math.round(performance.now() - started),
      responseExcerpt: excerpt,
      failure,
    });
    if (!delivered && !last) throw new Error(`webhook not delivered (${status ?? failure}); retried`);
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
