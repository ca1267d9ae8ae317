import { describe, expect, it } from 'vitest';
import { nameOfAnswer, nameOfLink } from './link-name.js';

describe('names of transcriptions from links', () => {
  it("takes the link's last path segment, decoded, else its host", () => {
    expect(nameOfLink('https://example.com/podcasts/Episode%2012.mp3?token=secret')).toBe('Episode 12.mp3');
    expect(nameOfLink('https://example.com/a/b/')).toBe('b');
    expect(nameOfLink('https://media.example.com/')).toBe('media.example.com');
    expect(nameOfLink('https://example.com/%E0%A4%A.mp3')).toBe('%E0%A4%A.mp3');
  });

  it('prefers the file name the answer gives, filename* first', () => {
    expect(nameOfAnswer(`attachment; filename*=UTF-8''%E4%BC%9A%E8%AD%B0.m4a; filename="x.m4a"`)).toBe(
      '会議.m4a',
    );
    expect(nameOfAnswer('inline; filename="talk.ogg"')).toBe('talk.ogg');
    expect(nameOfAnswer('attachment')).toBeNull();
    expect(nameOfAnswer(undefined)).toBeNull();
    expect(nameOfAnswer('=;;"garbage')).toBeNull();
  });

  it('drops paths and unreadable names, and bounds the length', () => {
    expect(nameOfAnswer('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(nameOfLink('https://example.com/%00%01')).toBe('example.com');
    // A host of 2,000 characters (found by the API fuzzer: the unbounded name was a 500).
    const longHost = `${'a'.repeat(63)}.`.repeat(31).slice(0, -1);
    expect(nameOfLink(`https://${longHost}/`)).toBe(longHost.slice(0, 200));
  });
});
