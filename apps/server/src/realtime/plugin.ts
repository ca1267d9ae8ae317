import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { clientAddressReader } from '../http/client-address.js';
import type { DeliverEncoded, LiveChannels } from './broadcaster.js';
import { hostedPusher } from './hosted-pusher.js';
import { httpApiRoutes } from './http-api-routes.js';
import { DISCONNECT_EVENT } from './pusher-protocol.js';
import { PusherSocketServer } from './pusher-socket-server.js';
import { startRedisFanOut } from './redis-fan-out.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to the browsers of a channel (spec §7), whichever process they are connected to. */
    realtime: LiveChannels;
  }
}

/**
 * Live events: hosted Pusher when PUSHER_* is set; otherwise the built-in Pusher-protocol server on this
 * process's HTTP port, fanned out through Redis when REDIS_URL is set so that several processes act as one.
 */
export const realtimePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const deliver = config.pusherIsExternal
      ? hostedPusher(config.pusher)
      : await startBuiltInServer(app, config);
    const realtime: LiveChannels = {
      publish: (channel, event, data) => deliver(channel, event, JSON.stringify(data)),
      disconnect: config.pusherIsExternal
        ? // Hosted Pusher can only end connections of users signed in to it (`pusher:signin`), which the
          // web app does not do: there a removed member hears events until their page reconnects.
          async () => {}
        : (channel, userId) => deliver(channel, DISCONNECT_EVENT, JSON.stringify({ user_id: userId })),
    };
    app.decorate('realtime', realtime);
  },
  { name: 'realtime' },
);

async function startBuiltInServer(app: FastifyInstance, config: Config): Promise<DeliverEncoded> {
  const log = app.log.child({ module: 'realtime' });
  const sockets = new PusherSocketServer({
    app: config.pusher,
    log,
    limits: config.limits.liveSockets,
    clientAddress: clientAddressReader(config.trustProxy),
  });
  sockets.attach(app.server);
  // Before the HTTP server closes: its close waits for every connection, upgraded ones included.
  app.addHook('preClose', () => sockets.close());
  const fanOut = config.redisUrl ? await startRedisFanOut(config.redisUrl, sockets.deliver, log) : null;
  if (fanOut) app.addHook('onClose', () => fanOut.close());
  const deliver = fanOut?.publish ?? sockets.deliver;
  await app.register(httpApiRoutes, { pusher: config.pusher, deliver });
  return deliver;
}
