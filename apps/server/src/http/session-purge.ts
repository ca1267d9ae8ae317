import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { deleteExpiredSessions, type SessionLimits } from './session-repo.js';

const PURGE_EVERY_MS = 3600 * 1000;

/**
 * One purge of sessions past their idle timeout or lifetime. Such a session already reads as signed
 * out; purging only keeps the table from growing with every abandoned browser. A failure is logged and
 * left to the next run, since nothing waits on it.
 */
export async function purgeExpiredSessions(db: Db, limits: SessionLimits, log: FastifyBaseLogger) {
  try {
    const purged = await deleteExpiredSessions(db, limits);
    if (purged > 0) log.info({ purged }, 'purged expired sessions');
  } catch (error) {
    log.warn({ err: error }, 'purging expired sessions failed');
  }
}

/** Purges when the server starts, then hourly; the timer never keeps the process alive on its own. */
export const sessionPurgePlugin = fp<{ limits: SessionLimits }>(
  async (app, { limits }) => {
    let timer: NodeJS.Timeout | undefined;
    const purge = () => purgeExpiredSessions(app.db, limits, app.log);
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session-purge', dependencies: ['database'] },
);
