import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PusherApp {
  key: string;
  secret: string;
}

/**
 * The `auth` a client presents to subscribe to a channel: `{key}:{HMAC-SHA256 of socket:channel}`, or of
 * `socket:channel:channel_data` when the subscription carries channel data (Pusher's presence signing).
 */
export function channelAuth(app: PusherApp, socketId: string, channel: string, channelData?: string): string {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  const signature = createHmac('sha256', app.secret).update(signed).digest('hex');
  return `${app.key}:${signature}`;
}

/** Whether `auth` was signed for this socket, channel and channel data, compared in constant time. */
export function isValidChannelAuth(
  app: PusherApp,
  socketId: string,
  channel: string,
  auth: string,
  channelData?: string,
): boolean {
  const expected = Buffer.from(channelAuth(app, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
