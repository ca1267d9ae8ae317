import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sharePagePath } from '@whispy/contracts';
import fp from 'fastify-plugin';
import { apiNotFound } from './error-handler.js';

const NOT_BUILT =
  'The Whispy web app has not been built yet.\n' +
  'Run `npm run build` in the repository root, then reload this page. The API is available under /api.\n';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The pages of share links: reachable by anyone with the address, so kept out of search engines. */
const isSharePage = (url: string) => url.startsWith(sharePagePath(''));

/**
 * Serves the built SPA from the API's origin, so cookies and CSRF need no cross-origin setup.
 * Unknown non-API paths get index.html (the SPA routes them); unknown API paths get a 404 envelope.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const built = existsSync(join(webDist, 'index.html'));
    if (built) await app.register(fastifyStatic, { root: webDist, wildcard: true });

    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url)) return apiNotFound(request, reply);
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.code(404).type('text/plain').send('Not found.\n');
      if (isSharePage(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);
