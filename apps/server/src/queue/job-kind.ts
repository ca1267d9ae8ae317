import type { z } from 'zod';

/**
 * One kind of job, declared once and shared by whoever enqueues it and whoever runs it: an id, a version,
 * the zod schema of its payload and how the queue treats it. The handler is bound where the process is
 * wired (`queue.work(kind, handler)`), because it needs ports that only exist there.
 */
export interface JobKind<P> {
  /** Dotted and stable (`transcription.run`): it names the job in Redis and in logs. */
  readonly id: string;
  /** Raised when the payload changes shape: a job of another version is refused, not misread. */
  readonly version: number;
  readonly payload: z.ZodType<P>;
  /** Jobs with the same key are one job while waiting or running: enqueueing it again changes nothing. */
  readonly dedupeKey?: (payload: P) => string;
  /** Jobs take turns by this group (a workspace), so that one group's backlog does not hold up another's. */
  readonly fairBy?: (payload: P) => string;
  /** Tries per job, the first included (default: the queue's `maxAttempts`). */
  readonly attempts?: number;
  /** The wait before the second try, doubled before each next one (default: the queue's `retryDelayMs`). */
  readonly retryDelayMs?: number;
}

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /**
   * An earlier run of this job stopped without finishing or failing: its worker died (or froze past its
   * lock), or its server shut down and handed the job back, and the queue gave the job to this run. What
   * that run held for the job, this run may take.
   */
  takesOverStoppedRun: boolean;
  /** Aborted when the queue closes and its grace period is over: stop, the job will run again later. */
  signal: AbortSignal;
}

/** Throw to retry (up to the attempts, with backoff); return normally when the job is settled (done or failed for good). */
export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/** A payload of no data, for jobs such as the sweep whose work is "look at the database". */
export type NoPayload = Record<string, never>;

const ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Declares a kind of job; the id must be dotted lowercase words and the version a positive integer. */
export function defineJob<P>(kind: JobKind<P>): JobKind<P> {
  if (!ID.test(kind.id)) throw new Error(`job id "${kind.id}" is not dotted lowercase words`);
  if (!Number.isInteger(kind.version) || kind.version < 1)
    throw new Error(`job ${kind.id}: version must be a positive integer`);
  return Object.freeze({ ...kind });
}

/** What a queue stores of a job: which kind and version wrote it, and the payload as JSON. */
export interface StoredJob {
  id: string;
  version: number;
  payload: unknown;
}

/**
 * The payload of a job just taken from the queue, read with the kind's schema; a reason instead when the
 * job is of another kind or version, or its payload does not fit (written by other code, or tampered with).
 */
export function readTaken<P>(
  kind: JobKind<P>,
  stored: StoredJob,
): { ok: true; payload: P } | { ok: false; reason: string } {
  if (stored.id !== kind.id) return { ok: false, reason: `a job of unknown kind ${stored.id}` };
  if (stored.version !== kind.version)
    return { ok: false, reason: `version ${stored.version}, but this process runs version ${kind.version}` };
  const parsed = kind.payload.safeParse(stored.payload);
  if (!parsed.success) return { ok: false, reason: `invalid payload: ${parsed.error.message}` };
  return { ok: true, payload: parsed.data };
}

/** The payload as it will be stored: checked against the schema (throws a ZodError) and made plain JSON. */
export function payloadToStore<P>(kind: JobKind<P>, payload: P): P {
  return JSON.parse(JSON.stringify(kind.payload.parse(payload))) as P;
}
