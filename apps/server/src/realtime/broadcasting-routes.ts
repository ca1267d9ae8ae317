import formbody from '@fastify/formbody';
import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { memberOf } from '../http/access.js';
import { HttpError } from '../http/http-error.js';
import { serve } from '../http/serve.js';
import { channelAuth } from './channel-auth.js';

/** `POST broadcasting/auth`: lets a member's browser subscribe to its own workspace's live channel. */
export const broadcastingRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // pusher-js posts its authorisation request as a form.
  await app.register(formbody);

  serve(app, contract.authorizeChannel, {
    tags: ['realtime'],
    summary: "Authorise a live-channel subscription (the caller's workspace channel only); no envelope",
    refusals: {
      403: "The channel is not the caller's workspace channel, or the current terms are not accepted",
    },
    handler: async (request) => {
      const { user, workspace } = memberOf(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (channel !== contract.workspaceChannel(workspace.id))
        throw new HttpError(403, 'realtime.channel_forbidden');
      // Hosted Pusher is given the plain private-channel signature it expects.
      if (config.pusherIsExternal) return { auth: channelAuth(config.pusher, socketId, channel) };
      // The built-in server learns whose connection it is from the signed channel data, to cap each user's.
      const channelData = JSON.stringify({ user_id: user.id });
      return { auth: channelAuth(config.pusher, socketId, channel, channelData), channel_data: channelData };
    },
  });
};
