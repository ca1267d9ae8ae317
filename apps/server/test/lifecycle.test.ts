import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres } from './helpers/database.js';
import { freePort } from './helpers/server.js';

const serverRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'whispy-lifecycle-'));
const database = onPostgres ? await freshDatabase() : null;
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url ?? '',
  LOG_LEVEL: 'warn',
};

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** Starts `src/main.ts` as `npm start` does and waits until it answers. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/identity`).catch(() => null);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe(`server process lifecycle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, { timeout: 120_000 }, () => {
  it('shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    const first = await startServer();
    if (!onPostgres) expect(existsSync(join(dataDir, 'admin.sock'))).toBe(true);

    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/auth/identity`).catch(() => 'refused')).toBe('refused');

    // A database left open or locked by the first process would stop the second one from starting.
    const second = await startServer();
    const secondExited = exitOf(second);
    second.kill('SIGINT');
    expect(await secondExited).toBe(0);
  });
});
