import { onPostgres, openFreshDatabase } from '@whispy/test-kit/database';
import { eventually } from '@whispy/test-kit/eventually';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { users } from '../src/db/schema.js';

describe.skipIf(!onPostgres)("the app's PostgreSQL connections", () => {
  let database: Database & { url: string | null };
  beforeAll(async () => {
    database = await openFreshDatabase();
  });
  afterAll(() => database.close());

  it('are replaced by the next query when the server ends one, instead of ending the process', async () => {
    const anyone = () => database.db.select({ id: users.id }).from(users).limit(1);
    expect(await anyone()).toEqual([]);
    // What a restart or an administrator does to the idle connection the pool keeps.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(database.url!).pathname.slice(1);
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await eventually(async () => expect(await anyone()).toEqual([]));
  });

  // A search on tables without statistics was estimated past jit_above_cost and compiled: 57 ms against
  // 9 ms for a rare word over 10,000 transcripts (ADR 029).
  it('never compiles statements with JIT, on every connection of the pool', async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    expect(settings.map((result) => (result as unknown as { rows: { jit: string }[] }).rows[0]!.jit)).toEqual(
      ['off', 'off', 'off'],
    );
  });
});
