import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../../apps/server/src/app.js';
import { type Config, loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { freshDatabase } from '../../apps/server/test/helpers/database.js';
import { freePort } from '../../apps/server/test/helpers/server.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchServer {
  app: App;
  config: Config;
  url: string;
  close(): Promise<void>;
}

/**
 * The real app listening on loopback with the embedded defaults (in-process queue, built-in websocket
 * server, media in its own DATA_DIR), on the database asked for: PGlite in DATA_DIR as `npm start` runs
 * it, or a fresh database on DATABASE_URL's PostgreSQL. The test helpers pick the database from the
 * environment alone; one benchmark run measures both, so it chooses here.
 */
export async function startBenchServer(database: DatabaseKind): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'whispy-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The benchmark's users transcribe more files than a trial allows; the quota checks still run.
    TRIAL_TRANSCRIPTIONS: '1000',
  });
  const postgres = database === 'postgres' ? await freshDatabase() : null;
  const opened = await openDatabase(postgres?.location ?? { dir: join(dataDir, 'db') });
  const app = await buildApp({ config, database: opened });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    url,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
