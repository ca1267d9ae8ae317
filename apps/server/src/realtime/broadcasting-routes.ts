import formbody from '@fastify/formbody';
import { workspaceChannel, ZChannelAuth, ZChannelAuthRequest, ZErrorEnvelope } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { callerOf } from '../http/access.js';
import { HttpError } from '../http/http-error.js';
import { guardedErrors, validationError } from '../http/responses.js';
import { channelAuth } from './channel-auth.js';

/** `POST broadcasting/auth`: lets a member's browser subscribe to its own workspace's live channel. */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // pusher-js posts its authorisation request as a form.
  await app.register(formbody);

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary: "Authorise a live-channel subscription (the caller's workspace channel only); no envelope",
        body: ZChannelAuthRequest,
        response: {
          200: ZChannelAuth,
          ...guardedErrors,
          403: ZErrorEnvelope.describe(
            "The channel is not the caller's workspace channel, or the current terms are not accepted",
          ),
          ...validationError,
        },
      },
    },
    async (request) => {
      const { user, workspace } = callerOf(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (channel !== workspaceChannel(workspace.id)) throw new HttpError(403, 'realtime.channel_forbidden');
      // Hosted Pusher is given the plain private-channel signature it expects.
      if (config.pusherIsExternal) return { auth: channelAuth(config.pusher, socketId, channel) };
      // The built-in server learns whose connection it is from the signed channel data, to cap each user's.
      const channelData = JSON.stringify({ user_id: user.id });
      return { auth: channelAuth(config.pusher, socketId, channel, channelData), channel_data: channelData };
    },
  );
};
