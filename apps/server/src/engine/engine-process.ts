import { type TEngineRequest, type TTranscriptSegment, ZEngineRequest } from '@whispy/contracts';
import { z } from 'zod';
import { EngineError } from './engine-error.js';
import {
  type EngineRequestEvent,
  type EngineWorker,
  type EngineWorkerOptions,
  spawnEngineWorker,
} from './engine-worker.js';

export interface EngineHandlers {
  onProgress?: (fraction: number) => void;
  onSegment?: (segment: TTranscriptSegment) => void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request without its id: the slot numbers its own requests. */
export type EngineCall = DistributiveOmit<TEngineRequest, 'id'>;

interface Pending {
  id: string;
  /** Rearmed by every event of the request; fires when the worker has gone silent. */
  watchdog: NodeJS.Timeout;
  result: z.ZodType<unknown>;
  handlers: EngineHandlers;
  resolve: (result: unknown) => void;
  reject: (error: EngineError) => void;
}

/**
 * One worker slot: a long-lived engine process that keeps its models warm and answers one request at a
 * time. A process that dies is replaced on the slot's next request, not eagerly, so a worker that cannot
 * start costs nothing until someone needs it.
 */
export class EngineProcess {
  #worker: EngineWorker | null = null;
  #pending: Pending | null = null;
  #busy = false;
  #closing = false;
  #requests = 0;
  /** Why the running request was stopped by its caller, once it was. */
  #stoppedBy: { reason: unknown } | null = null;

  constructor(private readonly options: EngineWorkerOptions) {}

  get busy(): boolean {
    return this.#busy;
  }

  /** The live worker's process id; null before the first request and after a crash. */
  get pid(): number | null {
    return this.#worker?.child.pid ?? null;
  }

  /**
   * Sends one request and resolves with its `done` result checked against `result`. When `signal` aborts
   * first, the worker is killed (the engine cannot be interrupted mid-request) and the request rejects
   * with the signal's reason; the slot starts a fresh worker for its next request.
   */
  async request<T>(
    call: EngineCall,
    result: z.ZodType<T>,
    handlers: EngineHandlers = {},
    signal?: AbortSignal,
  ): Promise<T> {
    if (this.#busy) throw new Error(`engine slot ${this.options.slot} is already busy`);
    this.#busy = true;
    const stop = () => {
      this.#stoppedBy = { reason: signal?.reason };
      this.#worker?.child.kill('SIGKILL');
    };
    try {
      signal?.throwIfAborted();
      if (this.#closing) throw new EngineError('engine_closed', 'the speech engine is shutting down');
      const id = String(++this.#requests);
      const request = ZEngineRequest.safeParse({ ...call, id });
      if (!request.success) throw new EngineError('bad_request', z.prettifyError(request.error));
      const worker = this.#worker ?? this.#start();
      signal?.addEventListener('abort', stop, { once: true });
      if (!(await worker.ready) || worker.exitReason !== null) throw this.#exitError(worker);
      return (await new Promise<unknown>((resolve, reject) => {
        this.#pending = { id, result, handlers, resolve, reject, watchdog: this.#watch(worker) };
        worker.child.stdin?.write(`${JSON.stringify(request.data)}\n`);
      })) as T;
    } catch (error) {
      // However the killed worker's request ended (its start failed, or its exit), the caller stopped it.
      throw this.#stoppedBy ? this.#stoppedBy.reason : error;
    } finally {
      signal?.removeEventListener('abort', stop);
      if (this.#pending) clearTimeout(this.#pending.watchdog);
      this.#pending = null;
      this.#stoppedBy = null;
      this.#busy = false;
    }
  }

  /** Closes stdin so the worker finishes its request and exits; SIGKILL once `graceMs` has passed. */
  async close(graceMs: number): Promise<void> {
    this.#closing = true;
    const worker = this.#worker;
    if (!worker) return;
    worker.child.stdin?.end();
    const kill = setTimeout(() => worker.child.kill('SIGKILL'), graceMs);
    await worker.gone;
    clearTimeout(kill);
  }

  #start(): EngineWorker {
    const worker = spawnEngineWorker(this.options, {
      onEvent: (event) => this.#onEvent(event),
      onExit: (gone) => {
        if (this.#worker === gone) this.#worker = null;
        const error = this.#exitError(gone);
        if (error.code === 'worker_crashed' && !this.#stoppedBy)
          this.options.logger.error({ slot: this.options.slot }, error.message);
        this.#settle((pending) => pending.reject(error));
      },
    });
    this.#worker = worker;
    return worker;
  }

  /** Kills the worker when it stays silent for `silenceTimeoutMs`; its exit fails the request. */
  #watch(worker: EngineWorker): NodeJS.Timeout {
    return setTimeout(() => {
      this.options.logger.error(
        { slot: this.options.slot, silentMs: this.options.silenceTimeoutMs },
        'engine worker went silent during a request; killing it',
      );
      worker.child.kill('SIGKILL');
    }, this.options.silenceTimeoutMs);
  }

  #onEvent(event: EngineRequestEvent) {
    const pending = this.#pending;
    // An error with a null id answers a request the engine could not read: with one at a time, ours.
    if (!pending || (event.id !== null && String(event.id) !== pending.id)) return;
    pending.watchdog.refresh();
    try {
      if (event.type === 'progress') pending.handlers.onProgress?.(event.fraction);
      if (event.type === 'segment') pending.handlers.onSegment?.(event.segment);
    } catch (error) {
      // A caller's bug must not escape into the stdout reader, where it would take the process down.
      this.options.logger.error({ slot: this.options.slot, err: error }, 'engine event handler failed');
    }
    if (event.type === 'error') this.#settle((p) => p.reject(new EngineError(event.code, event.message)));
    if (event.type !== 'done') return;
    const result = pending.result.safeParse(event.result);
    if (result.success) return this.#settle((p) => p.resolve(result.data));
    const message = `engine answered with an unexpected result: ${z.prettifyError(result.error)}`;
    this.#settle((p) => p.reject(new EngineError('internal', message)));
  }

  #settle(answer: (pending: Pending) => void) {
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    clearTimeout(pending.watchdog);
    answer(pending);
  }

  #exitError(worker: EngineWorker): EngineError {
    if (this.#closing) return new EngineError('engine_closed', 'the speech engine shut down');
    return new EngineError('worker_crashed', `engine worker ${worker.exitReason ?? 'went away'}`);
  }
}
