import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PusherApp {
  key: string;
  secret: string;
}

/** The `auth` a client presents to subscribe to a private channel: `{key}:{HMAC-SHA256 of socket:channel}`. */
export function channelAuth(app: PusherApp, socketId: string, channel: string): string {
  const signature = createHmac('sha256', app.secret).update(`${socketId}:${channel}`).digest('hex');
  return `${app.key}:${signature}`;
}

/** Whether `auth` was signed for this socket and channel, compared in constant time. */
export function isValidChannelAuth(app: PusherApp, socketId: string, channel: string, auth: string): boolean {
  const expected = Buffer.from(channelAuth(app, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
