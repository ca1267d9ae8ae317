import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, onPostgres } from '@whispy/test-kit/database';
import { startServerProcess, stopGracefully } from '@whispy/test-kit/processes';
import { freePort } from '@whispy/test-kit/server';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'whispy-lifecycle-'));
const database = onPostgres ? await freshDatabase() : null;
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url ?? '',
  LOG_LEVEL: 'warn',
};

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe(`server process lifecycle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, { timeout: 120_000 }, () => {
  it('shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    const first = await startServerProcess(env, port);
    if (!onPostgres) expect(existsSync(join(dataDir, 'admin.sock'))).toBe(true);

    expect(await stopGracefully(first)).toBe(0);
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/auth/identity`).catch(() => 'refused')).toBe('refused');

    // A database left open or locked by the first process would stop the second one from starting.
    const second = await startServerProcess(env, port);
    expect(await stopGracefully(second, 'SIGINT')).toBe(0);
  });
});
