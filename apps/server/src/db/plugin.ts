import fp from 'fastify-plugin';
import type { Database, Db } from './database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the opened database to every route; it is closed after the server stops taking requests. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
