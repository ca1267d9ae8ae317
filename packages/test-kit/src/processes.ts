import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { freshDatabase, onPostgres } from './database.js';
import { freePort } from './server.js';

const serverRoot = join(import.meta.dirname, '../../../apps/server');

/** Runs a TypeScript entry point of the server (`src/main.ts`, `src/worker/main.ts`) as its own process. */
export function startEntryPoint(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Starts `src/main.ts` as `npm start` does and waits until it answers on `port`. */
export async function startServerProcess(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = startEntryPoint('src/main.ts', { ...env, PORT: String(port) });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  for (let attempt = 0; attempt < 480; attempt++) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/identity`).catch(() => null);
    if (answer?.ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 120 s:\n${stderr}`);
}

export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Stops as a deploy (SIGTERM) or Ctrl-C (SIGINT) does: its shutdown runs. Answers its exit code. */
export function stopGracefully(child: ChildProcess, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM') {
  const exited = exitOf(child);
  child.kill(signal);
  return exited;
}

/** Kills like a power cut: no shutdown code runs. */
export async function killHard(child: ChildProcess) {
  const exited = exitOf(child);
  child.kill('SIGKILL');
  await exited;
}

/** A place for whole server processes to run in: its own data directory, database and port. */
export interface ProcessEnvironment {
  env: NodeJS.ProcessEnv;
  port: number;
  url: string;
  /** Starts a server process there; it is killed after the test if it still runs. */
  start(): Promise<ChildProcess>;
  /** Starts a worker process (`npm run worker`) there; killed after the test like a server. */
  startWorker(): ChildProcess;
}

/**
 * For a test file that kills and restarts servers: `environment()` makes a fresh data directory, a fresh
 * PostgreSQL database when the suite runs on one, and a free port, each removed after the file's tests;
 * every process started there is killed after each test.
 */
export function useServerProcesses(name: string) {
  const running: ChildProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((child) => killHard(child)));
  });

  return async function environment(extra: NodeJS.ProcessEnv = {}): Promise<ProcessEnvironment> {
    const dataDir = mkdtempSync(join(tmpdir(), `whispy-${name}-`));
    const database = onPostgres ? await freshDatabase() : null;
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...extra,
    };
    afterAll(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    });
    return {
      env,
      port,
      url: env.PUBLIC_URL,
      async start() {
        const child = await startServerProcess(env, port);
        running.push(child);
        return child;
      },
      startWorker() {
        const child = startEntryPoint('src/worker/main.ts', env);
        running.push(child);
        return child;
      },
    };
  };
}
