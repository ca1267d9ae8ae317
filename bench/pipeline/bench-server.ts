import { join } from 'node:path';
import { openFreshDatabase } from '@whispy/test-kit/database';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The real app listening on loopback with the embedded defaults (in-process queue, built-in websocket
 * server, media in its own DATA_DIR), on the database asked for: PGlite in DATA_DIR as `npm start` runs
 * it, or a fresh database on DATABASE_URL's PostgreSQL. The test helpers pick the database from the
 * environment alone; one benchmark run measures both, so it chooses here.
 */
export function startBenchServer(database: DatabaseKind): Promise<TestServer> {
  return startTestServer(
    // The benchmark's users transcribe more files than a trial allows (the quota checks still run), and
    // send more requests a minute than one person may: it measures the server, not its limits.
    { TRIAL_TRANSCRIPTIONS: '1000', API_RATE_LIMIT_PER_MINUTE: '1000000' },
    database === 'postgres' ? openFreshDatabase : (dataDir) => openDatabase({ dir: join(dataDir, 'db') }),
  );
}

/**
 * Leaves freshly seeded tables as autovacuum leaves a server's tables written over months: with
 * statistics, and with the visibility map that lets a count read an index alone. Measured right after a
 * bulk insert, the first query paid for autovacuum working through the new rows beside it (ADR 029, "List
 * pages"). PGlite has no autovacuum, so it is measured as it runs.
 */
export async function settleLikeAutovacuum(server: TestServer, database: DatabaseKind) {
  if (database === 'postgres') await server.app.db.execute(sql`vacuum analyze`);
}
