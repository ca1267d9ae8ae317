import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, payloadToStore, readTaken } from './job-kind.js';

const greet = defineJob({
  id: 'test.greet',
  version: 2,
  payload: z.object({ name: z.string().min(1), at: z.iso.datetime() }),
});

describe('defineJob', () => {
  it('refuses ids that are not dotted lowercase words, and versions that are not positive integers', () => {
    const payload = z.object({});
    for (const id of ['greet', 'Test.greet', 'test..greet', 'test.greet ', 'test:greet', '']) {
      expect(() => defineJob({ id, version: 1, payload })).toThrow(/dotted lowercase/);
    }
    for (const version of [0, -1, 1.5, Number.NaN]) {
      expect(() => defineJob({ id: 'test.greet', version, payload })).toThrow(/version/);
    }
  });
});

describe('a job taken from a queue', () => {
  const payload = { name: 'Ada', at: '2030-01-01T00:00:00.000Z' };

  it('gives the handler the payload read by the kind’s schema', () => {
    expect(readTaken(greet, { id: 'test.greet', version: 2, payload })).toEqual({ ok: true, payload });
  });

  it('is refused, saying why, when of another kind, another version or an invalid payload', () => {
    expect(readTaken(greet, { id: 'test.other', version: 2, payload })).toEqual({
      ok: false,
      reason: 'a job of unknown kind test.other',
    });
    expect(readTaken(greet, { id: 'test.greet', version: 1, payload })).toEqual({
      ok: false,
      reason: 'version 1, but this process runs version 2',
    });
    for (const hostile of [null, 'Ada', { name: '' }, { ...payload, at: 'yesterday' }, [payload]]) {
      const taken = readTaken(greet, { id: 'test.greet', version: 2, payload: hostile });
      expect(taken.ok).toBe(false);
      if (!taken.ok) expect(taken.reason).toMatch(/^invalid payload/);
    }
  });
});

describe('a payload to store', () => {
  it('is checked against the schema before anything is stored, and stored as plain JSON', () => {
    expect(() => payloadToStore(greet, { name: '', at: 'now' })).toThrow(z.ZodError);
    const stripped = payloadToStore(greet, {
      name: 'Ada',
      at: '2030-01-01T00:00:00.000Z',
      extra: 'dropped',
    } as never);
    expect(stripped).toEqual({ name: 'Ada', at: '2030-01-01T00:00:00.000Z' });
  });
});
