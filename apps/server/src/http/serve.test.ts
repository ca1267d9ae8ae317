import swagger from '@fastify/swagger';
import {
  bareAnswer,
  fileAnswer,
  noContent,
  redirectAnswer,
  route,
  ZDownloadQuery,
  ZIdParams,
} from '@whispy/contracts';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from './serve.js';

const ZThing = z.object({ id: z.string(), format: z.string(), timestamps: z.boolean() });

const createThing = route({
  method: 'POST',
  path: '/things/:id',
  params: ZIdParams,
  query: ZDownloadQuery,
  body: z.object({ name: z.string().max(5) }),
  answer: ZThing,
  status: 201,
});
const removeThing = route({ method: 'DELETE', path: '/things/:id', params: ZIdParams, answer: noContent() });
const openThing = route({
  method: 'GET',
  path: '/things/:id/open',
  params: ZIdParams,
  answer: redirectAnswer(303),
});
const thingAudio = route({
  method: 'GET',
  path: '/things/:id/audio',
  params: ZIdParams,
  answer: fileAnswer(['audio/*'], { ranged: true }),
});
const pusherShape = route({
  method: 'GET',
  path: '/bare',
  answer: bareAnswer(z.object({ auth: z.string() })),
});

let app: ReturnType<typeof Fastify>;
afterEach(() => app.close());

async function build() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  const heard: string[] = [];
  serve(app, createThing, {
    tags: ['things'],
    summary: 'Create a thing',
    refusals: { 409: 'The thing exists' },
    handler: async (request) => ({
      result: { id: request.params.id, format: request.query.format, timestamps: request.query.timestamps },
      message: `hello ${request.body.name}`,
    }),
  });
  serve(app, removeThing, {
    tags: ['things'],
    summary: 'Remove a thing',
    answered: 'Removed',
    handler: async (request) => {
      heard.push(request.params.id);
    },
  });
  serve(app, openThing, {
    config: { access: 'public' },
    tags: ['things'],
    summary: 'Open a thing as a page',
    handler: async (request) => `/pages/${request.params.id}`,
  });
  serve(app, thingAudio, {
    tags: ['things'],
    summary: 'The audio',
    answered: 'The whole file',
    handler: async (request, reply) => {
      heard.push(request.method);
      return reply.type('audio/ogg').send(request.method === 'HEAD' ? undefined : Buffer.from('OggS'));
    },
  });
  serve(app, pusherShape, {
    config: { access: 'webhook' },
    tags: ['things'],
    summary: 'Bare',
    handler: async () => ({ auth: 'key:signature' }),
  });
  await app.ready();
  return heard;
}

describe('serving a declared route', () => {
  it('answers a JSON route in the envelope, with the declared status and the parsed input', async () => {
    await build();
    const answer = await app.inject({
      method: 'POST',
      url: '/things/t%2F1?format=pdf&timestamps=false',
      payload: { name: 'Ada' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      result: { id: 't/1', format: 'pdf', timestamps: false },
      message: 'hello Ada',
    });
  });

  it('validates every part with the declaration before the handler runs', async () => {
    await build();
    const tooLong = await app.inject({
      method: 'POST',
      url: `/things/${'x'.repeat(65)}?format=pdf`,
      payload: { name: 'A' },
    });
    const badQuery = await app.inject({
      method: 'POST',
      url: '/things/t1?format=exe',
      payload: { name: 'A' },
    });
    const badBody = await app.inject({
      method: 'POST',
      url: '/things/t1?format=pdf',
      payload: { name: 'Adalovelace' },
    });
    for (const answer of [tooLong, badQuery, badBody]) expect(answer.statusCode).toBe(400);
  });

  it('answers 204 with no body after the handler, and redirects to what the handler names', async () => {
    const heard = await build();
    const removed = await app.inject({ method: 'DELETE', url: '/things/t1' });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(heard).toEqual(['t1']);
    const opened = await app.inject({ url: '/things/t1/open' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/pages/t1');
  });

  it('lets a file route answer for itself, HEAD included when ranged', async () => {
    const heard = await build();
    expect((await app.inject({ url: '/things/t1/audio' })).body).toBe('OggS');
    expect((await app.inject({ method: 'HEAD', url: '/things/t1/audio' })).statusCode).toBe(200);
    expect(heard).toEqual(['GET', 'HEAD']);
  });

  it('answers a bare route without the envelope', async () => {
    await build();
    expect((await app.inject({ url: '/bare' })).json()).toEqual({ auth: 'key:signature' });
  });

  it('documents the success answer, the guard refusals where guarded, and the route refusals', async () => {
    await build();
    const { paths } = app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { summary: string; tags: string[]; responses: Record<string, { description: string }> }
        >
      >;
    };
    const created = paths['/things/{id}']?.post;
    expect(created?.summary).toBe('Create a thing');
    expect(created?.tags).toEqual(['things']);
    expect(Object.keys(created?.responses ?? {})).toEqual(['201', '401', '403', '409', '419']);
    expect(created?.responses['409']?.description).toBe('The thing exists');
    expect(paths['/things/{id}']?.delete?.responses['204']?.description).toBe('Removed');
    // Public and webhook routes are not behind the guard: no 401, 403 or 419 of its making.
    expect(Object.keys(paths['/things/{id}/open']?.get?.responses ?? {})).toEqual(['303']);
    expect(Object.keys(paths['/bare']?.get?.responses ?? {})).toEqual(['200']);
    const audio = paths['/things/{id}/audio'];
    expect(Object.keys(audio?.get?.responses ?? {})).toEqual(['200', '206', '401', '403', '419']);
    expect(audio?.get?.responses['200']?.description).toBe('The whole file');
    expect(audio?.head).toBeDefined();
  });
});
