import { z } from 'zod';

/** The version pusher-js 7 and 8 speak (the `protocol` query parameter of the websocket URL). */
export const PROTOCOL_VERSION = 7;

/**
 * Close codes of the Pusher Channels protocol. pusher-js does not reconnect after 4000–4099, backs off
 * after 4100–4199 and reconnects at once after 4200–4299.
 */
export const CloseCode = {
  unknownAppKey: 4001,
  invalidProtocolVersion: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

/** Only private channels exist here (no public, presence or encrypted ones); names use Pusher's characters. */
const PRIVATE_CHANNEL = /^private-(?!encrypted-)[A-Za-z0-9_\-=@,.;]{1,156}$/;
export const isOfferedChannel = (channel: string) => PRIVATE_CHANNEL.test(channel);

/**
 * Not an event for clients: a request, fanned out to every process like an event, to close the
 * connections of the user in `data` that subscribed to the channel (`LiveChannels.disconnect`).
 */
export const DISCONNECT_EVENT = 'whispy_internal:disconnect';
export const ZDisconnect = z.object({ user_id: z.string() });

export const ZClientMessage = z.object({ event: z.string(), data: z.unknown().optional() });

export const ZSubscribe = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
});

/** The channel data `broadcasting/auth` signs with every subscription: whose connection it is. */
export const ZChannelData = z.object({ user_id: z.string() });

export const ZUnsubscribe = z.object({ channel: z.string() });

/** One protocol frame. `data` of events that carry a payload is itself a JSON string, as pusher-js expects. */
export const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

/** `pusher:error`: with a close code the connection ends; `code: null` reports a mistake and keeps it. */
export const errorFrame = (code: number | null, message: string) => frame('pusher:error', { code, message });
