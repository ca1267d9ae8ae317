import type { ServerResponse } from 'node:http';
import type { Update } from 'grammy/types';

/** A newer `getUpdates` ended this one: Telegram serves one poll per bot at a time. */
export class PollConflict extends Error {
  constructor() {
    super(
      'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
    );
  }
}

/**
 * The updates Telegram holds for a bot until the bot confirms them, and the one long poll waiting for
 * them (Bot API `getUpdates`: `offset` confirms every earlier update, `timeout` seconds to wait, `limit`).
 */
export function createUpdateQueue() {
  let nextUpdateId = 1;
  let held: Update[] = [];
  let poller: { wake(): void; conflict(): void } | null = null;

  return {
    push(update: Omit<Update, 'update_id'>): Update {
      const full = { ...update, update_id: nextUpdateId++ } as Update;
      held.push(full);
      poller?.wake();
      return full;
    },

    /** Answers what is held, at once or as soon as something comes within the timeout. */
    poll(parameters: Record<string, unknown>, response: ServerResponse): Promise<Update[]> {
      const offset = Number(parameters.offset ?? 0);
      const limit = Math.min(100, Math.max(1, Number(parameters.limit ?? 100)));
      const timeoutMs = Math.max(0, Number(parameters.timeout ?? 0)) * 1000;
      if (offset > 0) held = held.filter((update) => update.update_id >= offset);
      const available = () => (offset < 0 ? held.slice(offset) : held).slice(0, limit);
      poller?.conflict();
      if (available().length > 0 || timeoutMs === 0) return Promise.resolve(available());
      return new Promise((answer, refuse) => {
        const done = () => {
          clearTimeout(timer);
          response.off('close', waiting.wake);
          if (poller === waiting) poller = null;
        };
        const timer = setTimeout(() => waiting.wake(), timeoutMs);
        const waiting = {
          wake: () => {
            done();
            answer(available());
          },
          conflict: () => {
            done();
            refuse(new PollConflict());
          },
        };
        poller = waiting;
        // The bot gave up waiting (it is stopping): its answer goes nowhere.
        response.on('close', waiting.wake);
      });
    },

    /** Ends the waiting poll, as a server shutting down does. */
    release() {
      poller?.wake();
    },
  };
}
