import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one database type features see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory (tests). */
export type DatabaseLocation = { url: string } | { dir: string } | { memory: true };

const migrationsFolder = join(import.meta.dirname, '../../drizzle');

/** Opens the database and brings its schema up to date before anything else touches it. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      // Compiling a statement with JIT cost 20–200 ms whenever the planner's estimate passed
      // jit_above_cost (a search on tables without statistics yet, as after an import: ADR 029), and this
      // app's statements are short: it never paid back. A SET on each new connection, which a pooler in
      // front accepts where it would refuse the setting as a startup option.
      onConnect: async (client) => {
        await client.query('set jit = off');
      },
    });
    // An idle connection that PostgreSQL ends (a restart, an administrator, a failover) is an 'error' on
    // the pool, which would end the process without a listener. The pool has already dropped that client
    // and the next query opens a new one; an outage that lasts fails those queries, where it is handled.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  // The extensions the migrations create (pg_trgm: trigram indexes on names) must be compiled in.
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dir' in location) {
    mkdirSync(location.dir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(location.dir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, close: () => client.close() };
}
