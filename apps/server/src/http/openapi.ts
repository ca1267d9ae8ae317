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
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
