import { randomBytes } from 'node:crypto';
import { type Database, type DatabaseLocation, openDatabase } from '@whispy/server/db/database';
import pg from 'pg';

/** True when the suite runs against PostgreSQL (DATABASE_URL set), false for PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: a new PostgreSQL database (dropped by `drop`) when
 * DATABASE_URL is set, otherwise in-memory PGlite. `url` is set on PostgreSQL so child processes
 * (the CLI) can reach the same data.
 */
export async function freshDatabase(): Promise<{
  location: DatabaseLocation;
  url: string | null;
  drop(): Promise<void>;
}> {
  if (!onPostgres) return { location: { memory: true }, url: null, drop: async () => {} };
  const name = `whispy_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    location: { url: url.href },
    url: url.href,
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

export async function openFreshDatabase(): Promise<Database & { url: string | null }> {
  const fresh = await freshDatabase();
  const database = await openDatabase(fresh.location);
  return {
    db: database.db,
    url: fresh.url,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
