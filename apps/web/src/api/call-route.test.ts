import {
  createAccessToken,
  deleteTranscription,
  getIdentity,
  listTranscriptions,
  revokeAccessToken,
  updateTranscription,
} from '@whispy/contracts';
import { makeTranscription } from '../test/transcription-fixture';
import { ok, stubApi } from '../test/stub-api';
import { InvalidResponseError } from './api-errors';
import { api, createHttpClient } from './http-client';

const quietClient = () => createHttpClient({ effects: { error: () => {}, info: () => {} } });

describe('calling a declared route', () => {
  it('sends the declared method to the declared path, with the id as one encoded segment', async () => {
    const sent = stubApi(() => ({ status: 204 }));
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
      token: 'whispy_pat_x',
      extra: 'dropped by the schema',
    };
    const sent = stubApi(() => ok(created));
    const answer = await api(createAccessToken, { body: { name: 'CI' } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'tokens', body: { name: 'CI' } });
    expect(answer).toEqual({ ...created, extra: undefined });
    expect(answer).not.toHaveProperty('extra');
  });

  it('serialises the query, leaving out unset values', async () => {
    const page = { data: [makeTranscription()], from: 1, to: 1, count: 1, page: 2, per_page: 15 };
    const sent = stubApi(() => ok(page));
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
    stubApi(() => ok({ id: 't1', name: 42 }));
    const call = quietClient().call(updateTranscription, { params: { id: 't1' }, body: { name: 'x' } });
    await expect(call).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('gives the declared null answers and nullable results as they are', async () => {
    stubApi((request) => (request.method === 'DELETE' ? ok(null, 'Deleted') : ok(null)));
    expect(await quietClient().call(deleteTranscription, { params: { id: 't1' } })).toBeNull();
    expect(await quietClient().call(getIdentity)).toBeNull();
  });

  it('sends nothing for an id that would name another path', async () => {
    const sent = stubApi(() => ok(null));
    await expect(api(deleteTranscription, { params: { id: '..' } })).rejects.toThrow(TypeError);
    expect(sent).toEqual([]);
  });
});
