import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '@whispy/server/config';
import { freshDatabase, onPostgres } from './database.js';

const serverRoot = join(import.meta.dirname, '../../../apps/server');

/**
 * Where the CLI and the server find the data: a DATA_DIR with PGlite, or a fresh PostgreSQL database.
 * `env` is the CLI's environment; `remove` deletes both.
 */
export async function cliDataPlace() {
  const dataDir = mkdtempSync(join(tmpdir(), 'whispy-cli-'));
  const fresh = onPostgres ? await freshDatabase() : null;
  const env = { DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? '', LOG_LEVEL: 'silent' };
  return {
    env,
    config: loadConfig(env),
    location: fresh ? fresh.location : { dir: join(dataDir, 'db') },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await fresh?.drop();
    },
  };
}

/** Runs `npm run cli -- ...args` as a child process, as an operator would; never throws on a failed exit. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: serverRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
