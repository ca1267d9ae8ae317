import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Accepts a caller's id (a proxy's or a client's) only when it cannot smuggle anything into logs. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every answer, including those written by mounted handlers (the local issuer). */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
