import type { TTranscriptSegment } from '@whispy/contracts';
import { oneLine } from './one-line.js';

/** Readability limits of broadcast subtitle guidelines (Netflix, BBC): two short lines, on screen 1–7 s. */
export const CUE_LIMITS = { lineLength: 42, lines: 2, minSeconds: 1, maxSeconds: 7 } as const;

export interface Cue {
  start: number;
  end: number;
  speaker: string | null;
  lines: string[];
}

interface Token {
  /** As the engine wrote it, on one line: a leading space separates it from the previous token (none in Japanese). */
  text: string;
  /** Of `text`, in characters. */
  width: number;
  start: number;
  end: number;
  speaker: string | null;
}

/**
 * Subtitle cues from the saved words. A cue never spans two segments or two speakers, and holds as
 * many words as fit in two lines and seven seconds; short cues stay up for a second when the next
 * one leaves room.
 */
export function buildCues(segments: TTranscriptSegment[]): Cue[] {
  const groups: CueWords[] = [];
  for (const segment of segments) {
    let group: CueWords | null = null;
    for (const token of tokensOf(segment)) {
      const joins =
        group !== null &&
        token.speaker === group.first.speaker &&
        token.end - group.first.start <= CUE_LIMITS.maxSeconds &&
        group.add(token);
      if (joins) continue;
      if (group) groups.push(group);
      group = new CueWords(token);
    }
    if (group) groups.push(group);
  }
  return groups.map((group, index) => {
    const start = group.first.start;
    const next = groups[index + 1]?.first.start ?? Number.POSITIVE_INFINITY;
    const spoken = Math.min(group.last.end, start + CUE_LIMITS.maxSeconds);
    const end = Math.max(spoken, Math.min(start + CUE_LIMITS.minSeconds, next));
    return { start, end, speaker: group.first.speaker, lines: group.lines() };
  });
}

function tokensOf(segment: TTranscriptSegment): Token[] {
  if (segment.words.length) {
    return segment.words
      .map(({ text, start, end, speaker }) => {
        const line = oneLine(text);
        return { text: line, width: width(line), start, end, speaker: speaker ?? segment.speaker };
      })
      .filter((token) => token.text.trim());
  }
  // No word timings (an engine without them): spread the segment's time over its words by length.
  const pieces = (oneLine(segment.text).match(/\s*\S+/g) ?? []).flatMap((piece) =>
    piece.length > CUE_LIMITS.lineLength ? chunk(piece, CUE_LIMITS.lineLength) : [piece],
  );
  const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const perCharacter = (segment.end - segment.start) / Math.max(characters, 1);
  let at = segment.start;
  return pieces.map((text) => {
    const start = at;
    at += text.length * perCharacter;
    return { text, width: width(text), start, end: at, speaker: segment.speaker };
  });
}

/** Long runs without spaces (Japanese) are cut into line-sized pieces. */
function chunk(text: string, size: number): string[] {
  const characters = Array.from(text);
  const pieces: string[] = [];
  for (let index = 0; index < characters.length; index += size) {
    pieces.push(characters.slice(index, index + size).join(''));
  }
  return pieces;
}

const joined = (tokens: Token[]) =>
  tokens
    .map((token) => token.text)
    .join('')
    .trim();

/**
 * The words of one cue as they come. Whether one more still fits two lines is known in constant time
 * (amortised), from the widths alone: it is asked for every word of the transcript, which may be long.
 */
class CueWords {
  private readonly tokens: Token[];
  /** The width of the tokens before each index, so that a line's width is a subtraction. */
  private readonly before: number[];
  /** The last split (index of the second line's first token) whose first line fits; 0 while none. */
  private split = 0;

  constructor(token: Token) {
    this.tokens = [token];
    this.before = [0, token.width];
  }

  get first() {
    return this.tokens[0]!;
  }

  get last() {
    return this.tokens.at(-1)!;
  }

  /**
   * Adds `token` when the words still fit one line or two, and says whether it did; one that does not
   * fit ends the cue. A first line grows with every split and the second shrinks (every token holds a
   * character besides its spaces), so they fit in two lines exactly when they do at the last split
   * whose first line fits, which only moves forward as words are added.
   */
  add(token: Token): boolean {
    this.tokens.push(token);
    this.before.push(this.before.at(-1)! + token.width);
    const count = this.tokens.length;
    while (this.split + 1 < count && this.width(0, this.split + 1) <= CUE_LIMITS.lineLength) this.split++;
    const fits =
      this.width(0, count) <= CUE_LIMITS.lineLength ||
      (this.split > 0 && this.width(this.split, count) <= CUE_LIMITS.lineLength);
    if (!fits) {
      this.tokens.pop();
      this.before.pop();
    }
    return fits;
  }

  /**
   * One line when the words fit, else two balanced ones (the longer as short as possible); a single
   * word too long for one line still gets its cue rather than disappearing.
   */
  lines(): string[] {
    const count = this.tokens.length;
    let best: { split: number; longest: number } | null = null;
    if (this.width(0, count) > CUE_LIMITS.lineLength) {
      for (let split = 1; split < count; split++) {
        const longest = Math.max(this.width(0, split), this.width(split, count));
        if (longest <= CUE_LIMITS.lineLength && (!best || longest < best.longest)) best = { split, longest };
      }
    }
    if (!best) return [joined(this.tokens)];
    return [joined(this.tokens.slice(0, best.split)), joined(this.tokens.slice(best.split))];
  }

  /** Of the line of tokens `from` up to `to`: their text joined and trimmed, without the spaces at its ends. */
  private width(from: number, to: number): number {
    return (
      this.before[to]! -
      this.before[from]! -
      Number(this.tokens[from]!.text.startsWith(' ')) -
      Number(this.tokens[to - 1]!.text.endsWith(' '))
    );
  }
}

/** Characters as a viewer counts them: code points, so an emoji or a CJK character is one. */
const width = (text: string) => Array.from(text).length;
