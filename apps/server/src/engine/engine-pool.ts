import {
  type TEngines,
  type TMediaInfo,
  type TMediaPeaks,
  type TTranscribeOptions,
  type TTranscript,
  ZEngines,
  ZMediaInfo,
  ZMediaPeaks,
  ZTranscript,
} from '@whispy/contracts';
import { EngineError } from './engine-error.js';
import { type EngineHandlers, EngineProcess } from './engine-process.js';
import type { EngineLogger } from './engine-worker.js';

export interface EnginePoolOptions {
  /** Worker processes, each transcribing one file at a time. */
  slots: number;
  /** CTranslate2 threads per worker; 0 lets CTranslate2 choose. */
  cpuThreads: number;
  /** The engine venv's python. */
  python: string;
  logger: EngineLogger;
  /** How long `close()` lets a worker finish its request before killing it. */
  closeGraceMs?: number;
  startTimeoutMs?: number;
  /** A worker silent this long during a request is killed and the request fails with `worker_crashed`. */
  silenceTimeoutMs?: number;
}

export interface EnginePoolStatus {
  slots: Array<{ pid: number | null; busy: boolean }>;
  /** Requests waiting for a free slot. */
  waiting: number;
}

export interface EnginePool {
  /** Container format, duration and streams of a file, read from its headers. */
  probe(input: string, signal?: AbortSignal): Promise<TMediaInfo>;
  /** The waveform of a file's first `maxSeconds` of audio. */
  peaks(input: string, maxSeconds: number, signal?: AbortSignal): Promise<TMediaPeaks>;
  /**
   * Transcribes a file; segments and progress arrive through `handlers` while it runs. A `signal` that
   * aborts stops the request (waiting or running) and rejects it with the signal's reason.
   */
  transcribe(
    input: string,
    options: TTranscribeOptions,
    handlers?: EngineHandlers,
    signal?: AbortSignal,
  ): Promise<TTranscript>;
  /** The engines with their installed models. */
  engines(): Promise<TEngines>;
  /** Each slot's process and whether it is busy, and how many requests wait. */
  status(): EnginePoolStatus;
  /** Fails waiting requests with `engine_closed`, lets running ones finish within the grace period. */
  close(): Promise<void>;
}

interface Waiting {
  run: (slot: EngineProcess) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

export function createEnginePool({
  slots: size,
  cpuThreads,
  python,
  logger,
  closeGraceMs = 10_000,
  startTimeoutMs = 120_000,
  // Generous: loading a large model from a slow disk says nothing for a while.
  silenceTimeoutMs = 600_000,
}: EnginePoolOptions): EnginePool {
  const slots = Array.from(
    { length: size },
    (_, slot) => new EngineProcess({ slot, python, cpuThreads, logger, startTimeoutMs, silenceTimeoutMs }),
  );
  const waiting: Waiting[] = [];
  let closed = false;

  // First come, first served: each free slot takes the oldest waiting request.
  function dispatch() {
    for (const slot of slots) {
      if (slot.busy) continue;
      const next = waiting.shift();
      if (!next) return;
      next
        .run(slot)
        .then(next.resolve, next.reject)
        .finally(() => dispatch());
    }
  }

  function schedule<T>(run: (slot: EngineProcess) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (closed) return Promise.reject(new EngineError('engine_closed', 'the speech engine is shut down'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const request: Waiting = { run, resolve: resolve as (result: unknown) => void, reject };
      // Given up on while it waits: it leaves the queue at once (a running one is stopped by its slot).
      signal?.addEventListener(
        'abort',
        () => {
          const index = waiting.indexOf(request);
          if (index === -1) return;
          waiting.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      waiting.push(request);
      dispatch();
    });
  }

  return {
    probe: (input, signal) =>
      schedule((slot) => slot.request({ op: 'probe', input }, ZMediaInfo, {}, signal), signal),
    peaks: (input, maxSeconds, signal) =>
      schedule(
        (slot) => slot.request({ op: 'peaks', input, max_seconds: maxSeconds }, ZMediaPeaks, {}, signal),
        signal,
      ),
    transcribe: (input, options, handlers, signal) =>
      schedule(
        (slot) => slot.request({ ...options, op: 'transcribe', input }, ZTranscript, handlers, signal),
        signal,
      ),
    engines: () => schedule((slot) => slot.request({ op: 'engines' }, ZEngines)),
    status: () => ({
      slots: slots.map((slot) => ({ pid: slot.pid, busy: slot.busy })),
      waiting: waiting.length,
    }),
    async close() {
      closed = true;
      for (const request of waiting.splice(0)) {
        request.reject(new EngineError('engine_closed', 'the speech engine shut down before this request'));
      }
      await Promise.all(slots.map((slot) => slot.close(closeGraceMs)));
    },
  };
}
