import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentImplicitAnswers } from './implicit-answers.js';
import { linkResources } from './openapi-links.js';

/** OpenAPI from the routes' zod schemas: UI at /api/docs, the JSON document at /api/docs/json. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Whispy API', version: '1.0.0' },
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'whispy_session',
              description: 'Named __Host-whispy_session when PUBLIC_URL is https',
            },
            bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token (whispy_pat_…)' },
          },
        },
        security: [{ session: [] }, { bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        'openapiObject' in document ? linkResources(document.openapiObject) : document.swaggerObject,
    });
    app.addHook('onRoute', documentImplicitAnswers);
    // The docs page has a CSP of its own (swagger-ui's, replacing the app's on its routes), with what it
    // uses added: the inline styles its bundle sets. No framing and no https upgrade, like the app's.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace(' upgrade-insecure-requests;', ''),
    });
  },
  { name: 'openapi' },
);
