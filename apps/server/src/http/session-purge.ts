import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { deleteExpiredSessions } from './session-repo.js';

const PURGE_EVERY_MS = 3600 * 1000;

/**
 * One purge of expired sessions. An expired session already reads as signed out; purging only keeps
 * the table from growing with every abandoned browser. A failure is logged and left to the next run,
 * since nothing waits on it.
 */
export async function purgeExpiredSessions(db: Db, log: FastifyBaseLogger) {
  try {
    const purged = await deleteExpiredSessions(db);
    if (purged > 0) log.info({ purged }, 'purged expired sessions');
  } catch (error) {
    log.warn({ err: error }, 'purging expired sessions failed');
  }
}

/** Purges when the server starts, then hourly; the timer never keeps the process alive on its own. */
export const sessionPurgePlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await purgeExpiredSessions(app.db, app.log);
      timer = setInterval(() => void purgeExpiredSessions(app.db, app.log), PURGE_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session-purge', dependencies: ['database'] },
);
