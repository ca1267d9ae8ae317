/**
 * Wall-clock limits for the engine's work, so that a file built to keep it busy ends as `failed` with a
 * reason instead of holding a worker slot for hours. The audio a job may decode is already bounded by its
 * `max_seconds`; these limits catch what that bound cannot: a decoder or a model that crawls.
 */

/** Reading a container's headers takes well under a second; a file that keeps the engine busy longer is built to. */
export const PROBE_TIME_LIMIT_MS = 60_000;

/** How much each finished job moves the measured speed (an exponential moving average). */
const MEASUREMENT_WEIGHT = 0.3;

/**
 * Seconds of audio transcribed per second of wall-clock time that even a slow CPU reaches (int8, one
 * thread), used until this process has measured its own. Deliberately pessimistic: `npm run bench --
 * engine` measured whispy-tiny at 11× and whispy-base at 5× real time on two shared cores.
 */
const SPEED_BEFORE_MEASURING: Record<string, number> = {
  'whispy-tiny': 2,
  'whispy-base': 1,
  'whispy-small': 0.3,
  'whispy-medium': 0.1,
  'whispy-large': 0.05,
};
const SLOWEST_ENGINE_SPEED = Math.min(...Object.values(SPEED_BEFORE_MEASURING));
/** Speaker detection adds its own pass over the audio. */
const DIARIZATION_SLOWDOWN = 2;

export interface JobShape {
  engine: string;
  diarize: boolean;
}

const keyOf = ({ engine, diarize }: JobShape) => `${engine}${diarize ? '+speakers' : ''}`;

export interface TimeLimitSettings {
  /** Loading a large model from a slow disk, before the first second of audio is transcribed. */
  startAllowanceMs: number;
  /** A job may run this many times slower than the speed measured on this machine before it is stopped. */
  slowdownAllowed: number;
}

/**
 * The measured speed of each engine in this process (from the jobs it finished) and the time limit it
 * gives the next job: the start allowance plus its audio at the measured speed, `slowdownAllowed` over.
 */
export function jobTimeLimits({ startAllowanceMs, slowdownAllowed }: TimeLimitSettings) {
  const measured = new Map<string, number>();

  const speedOf = (job: JobShape) =>
    measured.get(keyOf(job)) ??
    (SPEED_BEFORE_MEASURING[job.engine] ?? SLOWEST_ENGINE_SPEED) / (job.diarize ? DIARIZATION_SLOWDOWN : 1);

  return {
    /** How long a job of `audioSeconds` (its `max_seconds`) may run, in whole milliseconds (as timers take). */
    limitMs(job: JobShape, audioSeconds: number): number {
      return Math.ceil(startAllowanceMs + (audioSeconds / speedOf(job)) * slowdownAllowed * 1000);
    },
    /** Records a finished job: `audioSeconds` transcribed in `elapsedMs`. */
    record(job: JobShape, audioSeconds: number, elapsedMs: number) {
      // Short clips are all start-up (model loading): they say nothing about speed.
      if (audioSeconds < 30 || elapsedMs <= 0) return;
      const speed = audioSeconds / (elapsedMs / 1000);
      const previous = measured.get(keyOf(job));
      measured.set(
        keyOf(job),
        previous === undefined ? speed : previous + MEASUREMENT_WEIGHT * (speed - previous),
      );
    },
  };
}

export type JobTimeLimits = ReturnType<typeof jobTimeLimits>;

/** Whether `error` is the reason of an `AbortSignal.timeout` that fired. */
export const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * The longest a file of `seconds` may take from a finished upload to its transcript, queue aside: its
 * probe, then its job at the slowest speed the limits allow (what a caller waiting for it bounds its wait by).
 */
export function longestRunMs(settings: TimeLimitSettings, engine: string, seconds: number): number {
  return PROBE_TIME_LIMIT_MS + jobTimeLimits(settings).limitMs({ engine, diarize: false }, seconds);
}
