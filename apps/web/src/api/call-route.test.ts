import {
  createAccessToken,
  deleteTranscription,
  getIdentity,
  listTranscriptions,
  revokeAccessToken,
  updateTranscription,
} from '@whispy/contracts';
import { InvalidResponseError } from './api-errors';
import { createHttpClient } from './http-client';

type Sent = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown };

// The API layer sits below the test kit, so these tests record requests with the client's own fetch option.
function clientAnswering(answer: (request: Sent) => Answer) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://whispy.test');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  };
  const client = createHttpClient({ fetch, effects: { error: () => {}, info: () => {} } });
  return { call: client.call, sent };
}

const ok = (result: unknown, message?: string): Answer => ({ body: { result, message } });

describe('calling a declared route', () => {
  it('sends the declared method to the declared path, with the id as one encoded segment', async () => {
    const { call: api, sent } = clientAnswering(() => ({ status: 204 }));
    expect(await api(revokeAccessToken, { params: { id: '../sessions' } })).toBeNull();
    expect(await api(revokeAccessToken, { params: { id: 'ä/%2F' } })).toBeNull();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE tokens/..%2Fsessions',
      'DELETE tokens/%C3%A4%2F%252F',
    ]);
  });

  it('sends the body as JSON and parses the answer with the declaration', async () => {
    const created = {
      id: 'k1',
      name: 'CI',
      created_at: '2025-03-04T14:05:00.000Z',
      last_used_at: null,
      workspace: { id: 'W1', name: 'Team' },
      token: 'whispy_pat_x',
      extra: 'dropped by the schema',
    };
    const { call: api, sent } = clientAnswering(() => ok(created));
    const answer = await api(createAccessToken, { body: { name: 'CI' } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'tokens', body: { name: 'CI' } });
    expect(answer).toEqual({ ...created, extra: undefined });
    expect(answer).not.toHaveProperty('extra');
  });

  it('serialises the query, leaving out unset values', async () => {
    const page = { data: [], from: 0, to: 0, count: 0, page: 2, per_page: 15 };
    const { call: api, sent } = clientAnswering(() => ok(page));
    await api(listTranscriptions.public_transcriptions, {
      query: { page: 2, per_page: 15, sort: 'name', direction: 'asc', search: 'a&b=c', status: undefined },
    });
    expect(sent[0]?.path).toBe('public_transcriptions');
    expect(Object.fromEntries(sent[0]?.query ?? [])).toEqual({
      page: '2',
      per_page: '15',
      sort: 'name',
      direction: 'asc',
      search: 'a&b=c',
    });
  });

  it('refuses an answer its declaration does not describe', async () => {
    const { call: api } = clientAnswering(() => ok({ id: 't1', name: 42 }));
    const call = api(updateTranscription, { params: { id: 't1' }, body: { name: 'x' } });
    await expect(call).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('gives the declared null answers and nullable results as they are', async () => {
    const { call: api } = clientAnswering((request) =>
      request.method === 'DELETE' ? ok(null, 'Deleted') : ok(null),
    );
    expect(await api(deleteTranscription, { params: { id: 't1' } })).toBeNull();
    expect(await api(getIdentity)).toBeNull();
  });

  it('sends nothing for an id that would name another path', async () => {
    const { call: api, sent } = clientAnswering(() => ok(null));
    await expect(api(deleteTranscription, { params: { id: '..' } })).rejects.toThrow(TypeError);
    expect(sent).toEqual([]);
  });
});
