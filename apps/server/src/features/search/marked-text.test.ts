import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, markedHeadline, markOccurrences, unmarked } from './marked-text.js';

describe('markedHeadline', () => {
  it('turns the markers around matches into marked parts', () => {
    expect(markedHeadline(`The ${MATCH_START}foxes${MATCH_END} ran, ${MATCH_START}fox${MATCH_END}`)).toEqual([
      { text: 'The ', match: false },
      { text: 'foxes', match: true },
      { text: ' ran, ', match: false },
      { text: 'fox', match: true },
    ]);
  });

  it('keeps markup in the transcript as plain text', () => {
    expect(markedHeadline(`<img src=x onerror=alert(1)> ${MATCH_START}<b>${MATCH_END}`)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: '<b>', match: true },
    ]);
  });
});

describe('markOccurrences', () => {
  it('marks every occurrence, whatever its case, outside the parts already marked', () => {
    expect(markOccurrences(unmarked('東京と京都、東京'), ['東京'])).toEqual([
      { text: '東京', match: true },
      { text: 'と京都、', match: false },
      { text: '東京', match: true },
    ]);
    expect(markOccurrences(unmarked('Budget Review'), ['budget'])).toEqual([
      { text: 'Budget', match: true },
      { text: ' Review', match: false },
    ]);
  });

  it('reads regular expression characters in the search literally', () => {
    expect(markOccurrences(unmarked('a.*b (c) a.*b'), ['.*b (', 'x|'])).toEqual([
      { text: 'a', match: false },
      { text: '.*b (', match: true },
      { text: 'c) a.*b', match: false },
    ]);
  });
});
