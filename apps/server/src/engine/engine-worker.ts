import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { type TEngineEvent, ZEngineEvent } from '@whispy/contracts';
import type { BaseLogger } from 'pino';

const PROTOCOL = 1;

/** The part of pino's logger the engine writes to; the app's and a worker's logger both fit. */
export type EngineLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface EngineWorkerOptions {
  /** Names the slot in logs. */
  slot: number;
  python: string;
  cpuThreads: number;
  logger: EngineLogger;
  /** A worker that has not printed `ready` by then is killed. */
  startTimeoutMs: number;
  /**
   * A worker that says nothing this long while it holds a request is killed, so a hung engine cannot
   * hold its slot forever (it reports progress at least every second while it transcribes).
   */
  silenceTimeoutMs: number;
}

export type EngineRequestEvent = Exclude<TEngineEvent, { type: 'ready' }>;

/** One running `whispy_engine serve` process. */
export interface EngineWorker {
  child: ChildProcess;
  /** true once the worker printed `ready`; false when it went away first. */
  ready: Promise<boolean>;
  /** Settles when the process has exited and its output has been read. */
  gone: Promise<void>;
  /** Why the process went away, with its last stderr line; null while it runs. */
  exitReason: string | null;
}

/**
 * Starts a worker and reads its stdout as protocol events. A line that is not a known event is logged and
 * skipped: one odd line (a library printing to stdout) must not cost the request or the slot.
 */
export function spawnEngineWorker(
  { slot, python, cpuThreads, logger, startTimeoutMs }: EngineWorkerOptions,
  listener: { onEvent: (event: EngineRequestEvent) => void; onExit: (worker: EngineWorker) => void },
): EngineWorker {
  const child = spawn(python, ['-m', 'whispy_engine', 'serve', '--cpu-threads', String(cpuThreads)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let markReady: (ready: boolean) => void = () => {};
  let markGone = () => {};
  const worker: EngineWorker = {
    child,
    ready: new Promise((resolve) => {
      markReady = resolve;
    }),
    gone: new Promise((resolve) => {
      markGone = resolve;
    }),
    exitReason: null,
  };
  let lastStderr = '';
  const startTimer = setTimeout(() => {
    logger.error(
      { slot, workerPid: child.pid },
      `engine worker not ready after ${startTimeoutMs} ms; killing it`,
    );
    child.kill('SIGKILL');
  }, startTimeoutMs);

  const onGone = (how: string) => {
    if (worker.exitReason !== null) return;
    worker.exitReason = lastStderr ? `${how} (last log line: ${lastStderr})` : how;
    clearTimeout(startTimer);
    markReady(false);
    listener.onExit(worker);
    markGone();
  };
  // Spawning failed (python missing) and 'close' follows; other 'error's (a failed kill) leave it running.
  child.on('error', (error) =>
    child.pid === undefined ? onGone(`could not start: ${error.message}`) : null,
  );
  child.on('close', (code, signal) =>
    onGone(signal ? `was killed by ${signal}` : `exited with code ${code}`),
  );
  // Writing to a worker that just died fails with EPIPE; 'close' reports the death itself.
  child.stdin?.on('error', (error) => logger.debug({ slot, err: error }, 'engine worker stdin closed'));

  createInterface({ input: child.stderr! }).on('line', (line) => {
    lastStderr = line;
    logger.warn({ slot, workerPid: child.pid }, `engine: ${line}`);
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const event = parseEvent(line);
    if (!event)
      return logger.warn({ slot, workerPid: child.pid, line: line.slice(0, 500) }, 'ignored engine line');
    if (event.type !== 'ready') return listener.onEvent(event);
    clearTimeout(startTimer);
    if (event.protocol === PROTOCOL) return markReady(true);
    lastStderr = `engine speaks protocol ${event.protocol}, this server ${PROTOCOL}`;
    child.kill('SIGKILL');
  });
  return worker;
}

function parseEvent(line: string): TEngineEvent | null {
  try {
    const event = ZEngineEvent.safeParse(JSON.parse(line));
    return event.success ? event.data : null;
  } catch {
    return null;
  }
}
