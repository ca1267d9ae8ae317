import { describe, expect, it } from 'vitest';
import { momentPath, searchPagePath, startAtOf } from './search-paths';

describe('search paths', () => {
  it('opens a transcription at a moment, and reads the moment back', () => {
    const path = momentPath('public_transcriptions', 'a/b', 83.456);
    expect(path).toBe('/resource/public_transcriptions/a%2Fb?t=83.46');
    expect(startAtOf(new URL(path, 'https://x').searchParams)).toBe(83.46);
  });

  it('ignores a moment that is not a plain number of seconds', () => {
    for (const t of ['', '-3', 'abc', '1e9', 'Infinity', '12.5.1', '9999999']) {
      expect(startAtOf(new URLSearchParams({ t })), t).toBeNull();
    }
    expect(startAtOf(new URLSearchParams())).toBeNull();
  });

  it('keeps the search in the query string, encoded', () => {
    expect(searchPagePath('a&b=c #1')).toBe('/search?q=a%26b%3Dc+%231');
    expect(searchPagePath('x', 3)).toBe('/search?q=x&page=3');
  });
});
