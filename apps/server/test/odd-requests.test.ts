// Requests the API fuzzer (scripts/fuzz, docs/adr/014-fuzzed-api.md) found answered with a 5xx, or with an
// answer the OpenAPI document did not describe; each stays answered as a client can expect.
import { ZErrorEnvelope } from '@whispy/contracts';
import { buildTestApp, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';

let server: TestServer;
let bearer: string;
beforeAll(async () => {
  server = await buildTestApp();
  const created = await runAdminCommand(server.database.db, server.config, {
    command: 'token.create',
    email: 'odd-requests@example.com',
  });
  bearer = `Bearer ${created.output}`;
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { authorization: bearer, ...headers } });

describe('odd requests', () => {
  it('refuses a list page past any real list with 422, where it answered 500', async () => {
    for (const list of ['/api/transcriptions', '/api/public_transcriptions']) {
      const answer = await get(`${list}?page=9007199254740991`);
      expect(answer.statusCode, list).toBe(422);
      expect(answer.json().errors.page).toHaveLength(1);
    }
  });

  it('refuses text holding a NUL character with 422 naming the field, where the database failed with 500', async () => {
    const search = await get('/api/transcriptions?search=fox%00');
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({
      search: ['Please remove the NUL character (U+0000) from this value.'],
    });
    const token = await server.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { authorization: bearer, 'accept-language': 'ja' },
      payload: { name: 'laptop\u0000' },
    });
    expect(token.statusCode).toBe(422);
    expect(token.json().errors).toEqual({ name: ['この値から NUL 文字（U+0000）を取り除いてください。'] });
    const tokens = await get('/api/tokens');
    expect(tokens.json().result).toHaveLength(1);
  });

  it('says "0 to 0" for a page past the end of a list, as for an empty one', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/transcriptions',
      headers: { authorization: bearer },
      payload: { name: 'The only one', engine: 'whispy-tiny' },
    });
    const past = (await get('/api/transcriptions?page=3')).json().result;
    expect(past).toMatchObject({ data: [], from: 0, to: 0, count: 1, page: 3 });
  });

  it('answers a path segment longer than the router takes with a 414 envelope in the reader’s language', async () => {
    const answer = await server.app.inject({
      method: 'PUT',
      url: `/api/transcriptions/${'x'.repeat(500)}`,
      headers: { authorization: bearer, 'accept-language': 'es' },
      payload: { name: 'Renamed' },
    });
    expect(answer.statusCode).toBe(414);
    expect(ZErrorEnvelope.parse(answer.json())).toEqual({
      result: null,
      message: 'La dirección de esta solicitud es demasiado larga.',
    });
  });

  it('answers a path segment that is not valid percent-encoding with a 400 envelope', async () => {
    const answer = await get('/api/transcriptions/%E0%A4%A');
    expect(answer.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(answer.json()).message).toBe(
      'The request could not be read. Please check its format and try again.',
    );
  });
});

describe('the OpenAPI document', () => {
  type Operation = {
    parameters?: { in: string }[];
    requestBody?: unknown;
    responses: Record<string, { content?: unknown }>;
  };
  const operations = async () => {
    const spec = (await server.app.inject({ url: '/api/docs/json' })).json();
    return Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
  };

  it('lists what the framework answers before a handler runs: bad input, overlong paths, large bodies', async () => {
    for (const { name, operation } of await operations()) {
      const statuses = Object.keys(operation.responses);
      if (operation.parameters?.some((parameter) => parameter.in === 'path'))
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '414', '422']));
      if (operation.requestBody)
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
    }
  });

  it('links what creates or lists a resource to the operations on it, for clients to follow', async () => {
    const spec = (await server.app.inject({ url: '/api/docs/json' })).json();
    const linksOf = (path: string, method: string, status: string) =>
      Object.values(spec.paths[path][method].responses[status].links ?? {});
    expect(linksOf('/api/transcriptions', 'post', '201')).toEqual(
      expect.arrayContaining([
        {
          operationRef: '#/paths/~1api~1transcriptions~1{id}/get',
          parameters: { id: '$response.body#/result/id' },
        },
        {
          operationRef: '#/paths/~1api~1transcriptions~1{id}~1transcript/put',
          parameters: { id: '$response.body#/result/id' },
        },
      ]),
    );
    expect(linksOf('/api/tokens', 'post', '201')).toEqual([
      { operationRef: '#/paths/~1api~1tokens~1{id}/delete', parameters: { id: '$response.body#/result/id' } },
    ]);
    // A list's first item is only read: deleting whatever comes first is no step a client takes blindly.
    expect(linksOf('/api/tokens', 'get', '200')).toEqual([]);
    expect(linksOf('/api/transcriptions', 'get', '200')).toEqual([
      {
        operationRef: '#/paths/~1api~1transcriptions~1{id}/get',
        parameters: { id: '$response.body#/result/data/0/id' },
      },
      expect.objectContaining({ operationRef: '#/paths/~1api~1transcriptions~1{id}~1download/get' }),
      expect.objectContaining({ operationRef: '#/paths/~1api~1transcriptions~1{id}~1media/get' }),
      expect.objectContaining({ operationRef: '#/paths/~1api~1transcriptions~1{id}~1peaks/get' }),
      expect.objectContaining({ operationRef: '#/paths/~1api~1transcriptions~1{id}~1share-links/get' }),
    ]);
    expect(linksOf('/api/public_transcriptions', 'get', '200')).toContainEqual({
      operationRef: '#/paths/~1api~1public_transcriptions~1{id}/get',
      parameters: { id: '$response.body#/result/data/0/id' },
    });
  });

  it('describes answers without a body as having no content', async () => {
    const empty = (await operations()).flatMap(({ name, operation }) =>
      ['204', '303']
        .filter((status) => operation.responses[status])
        .map((status) => ({ name, status, operation })),
    );
    expect(empty.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['get /api/csrf', 'delete /api/tokens/{id}', 'get /api/subscription/edit']),
    );
    for (const { name, status, operation } of empty)
      expect(operation.responses[status]?.content, name).toBeUndefined();
  });
});
