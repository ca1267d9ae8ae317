import { z } from 'zod';
import { noContent, route } from './route.js';

/** Spec §9: how long a Telegram deep link may be used. */
export const TELEGRAM_CONNECT_WINDOW_MS = 5 * 60_000;

/** `GET integrations/telegram/connect`: open `url` (Telegram, with the one-time token) before `expires_at`. */
export const ZTelegramConnect = z.object({
  url: z.url(),
  expires_at: z.iso.datetime(),
});
export type TTelegramConnect = z.infer<typeof ZTelegramConnect>;

/** `GET integrations/telegram/status`. */
export const ZTelegramStatus = z.object({
  /** false when this server runs no Telegram bot. */
  enabled: z.boolean(),
  connected: z.boolean(),
  username: z.string().nullable(),
  /** An unused connect link is still valid: the page shows the connecting state. */
  connecting: z.boolean(),
});
export type TTelegramStatus = z.infer<typeof ZTelegramStatus>;

export const connectTelegram = route({
  method: 'GET',
  path: '/integrations/telegram/connect',
  answer: ZTelegramConnect,
});

export const getTelegramStatus = route({
  method: 'GET',
  path: '/integrations/telegram/status',
  answer: ZTelegramStatus,
});

export const disconnectTelegram = route({
  method: 'DELETE',
  path: '/integrations/telegram/disconnect',
  answer: noContent(),
});
