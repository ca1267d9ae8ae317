import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DeliverEncoded } from './broadcaster.js';
import type { PusherApp } from './channel-auth.js';
import { httpApiRequestProblem } from './http-api-signature.js';
import { readJsonMessage } from './json-message.js';

const ZEvent = z.object({
  name: z.string().min(1).max(200),
  data: z.string(),
  socket_id: z.string().optional(),
});

/** A trigger names its channels in `channels`, or its one channel in `channel`. */
const ZTriggeredEvent = z.union([
  ZEvent.extend({ channels: z.array(z.string().min(1)).min(1).max(100) }),
  ZEvent.extend({ channel: z.string().min(1) }).transform(({ channel, ...event }) => ({
    ...event,
    channels: [channel],
  })),
]);

/**
 * The trigger endpoint of Pusher's HTTP API (`POST /apps/{app_id}/events`), so that the official server
 * SDKs, and so other processes, can publish to the built-in server. Answers are plain text, as Pusher's.
 */
export const httpApiRoutes: FastifyPluginAsync<{
  pusher: PusherApp & { appId: string };
  deliver: DeliverEncoded;
}> = async (scope, { pusher, deliver }) => {
  // The signature covers the body's exact bytes, so it is kept as text and parsed once verified.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  scope.post<{ Params: { appId: string }; Querystring: Record<string, string | string[]> }>(
    '/apps/:appId/events',
    { schema: { hide: true } },
    async (request, reply) => {
      const text = (status: number, message: string) => reply.code(status).type('text/plain').send(message);
      if (request.params.appId !== pusher.appId) return text(404, 'Unknown app id.');
      const body = typeof request.body === 'string' ? request.body : '';
      const path = request.url.split('?')[0] ?? '';
      const problem = httpApiRequestProblem(pusher, { method: 'POST', path, query: request.query, body });
      if (problem) return text(401, problem);
      const event = readJsonMessage(ZTriggeredEvent, body);
      if (!event) return text(400, 'Expected JSON with "name", string "data" and "channels" or "channel".');
      if (event.socket_id !== undefined)
        return text(400, 'Excluding a recipient (socket_id) is not supported.');
      await Promise.all(event.channels.map((channel) => deliver(channel, event.name, event.data)));
      return reply.send({});
    },
  );
};
