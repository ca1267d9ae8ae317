import {
  EXPIRABLE_STATUSES,
  FINAL_STATUSES,
  RUNNING_STATUSES,
  sourcesOf,
  TRANSCRIPTION_STATUSES,
  TRANSCRIPTION_TRANSITIONS,
  type TTranscriptionStatus,
  UNFINISHED_STATUSES,
} from '@whispy/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const status = fc.constantFrom(...TRANSCRIPTION_STATUSES);

/** Every status reachable from `start` in one or more steps. */
function reachableFrom(start: TTranscriptionStatus) {
  const seen = new Set<TTranscriptionStatus>(TRANSCRIPTION_TRANSITIONS[start]);
  for (const s of seen) for (const next of TRANSCRIPTION_TRANSITIONS[s]) seen.add(next);
  return seen;
}

describe('the transcription lifecycle table', () => {
  it('splits every status into final and unfinished, and unfinished into expirable and running', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(FINAL_STATUSES.includes(s)).not.toBe(UNFINISHED_STATUSES.includes(s));
        if (UNFINISHED_STATUSES.includes(s)) {
          expect(EXPIRABLE_STATUSES.includes(s)).not.toBe(RUNNING_STATUSES.includes(s));
        } else {
          expect(EXPIRABLE_STATUSES.includes(s) || RUNNING_STATUSES.includes(s)).toBe(false);
        }
      }),
    );
  });

  it('names as sources of a status exactly the statuses the table lets move to it', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(sourcesOf(to).includes(from)).toBe(TRANSCRIPTION_TRANSITIONS[from].includes(to));
      }),
    );
  });

  it('lets unfinished work fail at any moment, and only waiting work expire', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(sourcesOf('failed').includes(s)).toBe(UNFINISHED_STATUSES.includes(s));
        expect(sourcesOf('expired').includes(s)).toBe(EXPIRABLE_STATUSES.includes(s));
      }),
    );
  });

  it('never takes work back to waiting or to a second upload, and completes only what an engine ran', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(reachableFrom(s).has('waiting')).toBe(false);
        if (s !== 'waiting') expect(reachableFrom(s).has('uploading')).toBe(false);
      }),
    );
    expect(sourcesOf('completed').every((s) => RUNNING_STATUSES.includes(s))).toBe(true);
  });

  it('reaches an end from every status: no unfinished status is a dead end', () => {
    for (const start of UNFINISHED_STATUSES) {
      expect(
        [...reachableFrom(start)].some((s) => FINAL_STATUSES.includes(s)),
        start,
      ).toBe(true);
    }
  });
});
