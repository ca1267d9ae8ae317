import type { TTranscriptSegment, TTranscriptWord } from '@whispy/contracts';
import { describe, expect, it } from 'vitest';
import { buildCues, CUE_LIMITS, type Cue } from './cues.js';

/** Words of `seconds` each, back to back from `start`, as the engine writes them (leading spaces). */
function spoken(text: string, start: number, seconds: number, speaker: string | null): TTranscriptWord[] {
  return text.split(' ').map((word, index) => ({
    text: ` ${word}`,
    start: start + index * seconds,
    end: start + (index + 1) * seconds,
    probability: 0.9,
    speaker,
  }));
}

function segment(words: TTranscriptWord[], speaker: string | null, id = 0): TTranscriptSegment {
  return {
    id,
    start: words[0]!.start,
    end: words.at(-1)!.end,
    text: words.map((word) => word.text).join(''),
    speaker,
    words,
  };
}

function expectReadable(cues: Cue[]) {
  for (const [index, cue] of cues.entries()) {
    expect(cue.lines.length).toBeGreaterThan(0);
    expect(cue.lines.length).toBeLessThanOrEqual(CUE_LIMITS.lines);
    for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(CUE_LIMITS.lineLength);
    expect(cue.end - cue.start).toBeLessThanOrEqual(CUE_LIMITS.maxSeconds + 1e-9);
    const next = cues[index + 1];
    if (next) expect(cue.end).toBeLessThanOrEqual(next.start);
  }
}

const LONG =
  'the committee met on tuesday to discuss the budget for next year and agreed that the library ' +
  'should stay open late on fridays while the pool closes for repairs during the whole of august';

describe('subtitle cues', () => {
  it('keeps every word, in order, in cues of at most two lines of 42 characters', () => {
    const cues = buildCues([segment(spoken(LONG, 0, 0.3, 'A'), 'A')]);
    expectReadable(cues);
    expect(cues.length).toBeGreaterThan(2);
    expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(LONG);
  });

  it('ends a cue after seven seconds of slow speech even when the lines have room', () => {
    const cues = buildCues([segment(spoken('one two three four five six seven eight', 0, 2, 'A'), 'A')]);
    expectReadable(cues);
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(['one two three', 'four five six', 'seven eight']);
  });

  it('starts a new cue when the speaker changes, even within one segment', () => {
    const words = [...spoken('Are you ready', 0, 0.3, 'A'), ...spoken('Yes I am', 0.9, 0.3, 'B')];
    const cues = buildCues([segment(words, 'A')]);
    expect(cues.map((cue) => [cue.speaker, cue.lines.join(' ')])).toEqual([
      ['A', 'Are you ready'],
      ['B', 'Yes I am'],
    ]);
  });

  it('keeps a short cue up for a second unless the next one starts sooner', () => {
    const cues = buildCues([
      segment(spoken('Hi.', 0, 0.2, 'A'), 'A', 0),
      segment(spoken('Hello.', 3, 0.2, 'B'), 'B', 1),
      segment(spoken('Bye.', 3.6, 0.2, 'A'), 'A', 2),
    ]);
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 1],
      [3, 3.6],
      [3.6, 4.6],
    ]);
  });

  it('falls back to the segment text and timing when there are no words, splitting long Japanese text', () => {
    const japanese = '今日は会議の議題について話し合いました。'.repeat(5);
    const cues = buildCues([
      { id: 0, start: 0, end: 6, text: ` ${japanese}`, speaker: null, words: [] },
      { id: 1, start: 6, end: 8, text: ' Thank you.', speaker: null, words: [] },
    ]);
    expectReadable(cues);
    expect(cues.flatMap((cue) => cue.lines).join('')).toBe(`${japanese}Thank you.`);
    expect(cues.at(-1)).toMatchObject({ start: 6, end: 8, lines: ['Thank you.'] });
  });
});

describe('subtitle cues of a long transcript', () => {
  it('are built in time linear in its words: 800,000 one-letter words within four seconds', () => {
    // Two lines' worth of one-letter words is the largest group a word is tried against: a cost per word
    // that grows with the group took 35–50 s here (over ten times the bound), blocking the server.
    const words = Array.from({ length: 400 }, () => 'a').join(' ');
    const segments = Array.from({ length: 2_000 }, (_, id) =>
      segment(spoken(words, id * 100, 0.01, 'A'), 'A', id),
    );
    const began = performance.now();
    const cues = buildCues(segments);
    expect(performance.now() - began).toBeLessThan(4_000);
    expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(
      Array.from({ length: 2_000 }, () => words).join(' '),
    );
  });
});
