import type { TTranscriptSegment } from '@whispy/contracts';

/** Readability limits of broadcast subtitle guidelines (Netflix, BBC): two short lines, on screen 1–7 s. */
export const CUE_LIMITS = { lineLength: 42, lines: 2, minSeconds: 1, maxSeconds: 7 } as const;

export interface Cue {
  start: number;
  end: number;
  speaker: string | null;
  lines: string[];
}

interface Token {
  /** As the engine wrote it: a leading space separates it from the previous token (none in Japanese). */
  text: string;
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
  const groups: Token[][] = [];
  for (const segment of segments) {
    let group: Token[] = [];
    for (const token of tokensOf(segment)) {
      const candidate = [...group, token];
      const full =
        group.length > 0 &&
        (token.speaker !== group[0]!.speaker ||
          token.end - group[0]!.start > CUE_LIMITS.maxSeconds ||
          !layout(candidate));
      if (full) {
        groups.push(group);
        group = [token];
      } else {
        group = candidate;
      }
    }
    if (group.length) groups.push(group);
  }
  return groups.map((group, index) => {
    const start = group[0]!.start;
    const next = groups[index + 1]?.[0]?.start ?? Number.POSITIVE_INFINITY;
    const spoken = Math.min(group.at(-1)!.end, start + CUE_LIMITS.maxSeconds);
    const end = Math.max(spoken, Math.min(start + CUE_LIMITS.minSeconds, next));
    // A single word too long for one line still gets its cue rather than disappearing.
    const lines = layout(group) ?? [joined(group)];
    return { start, end, speaker: group[0]!.speaker, lines };
  });
}

function tokensOf(segment: TTranscriptSegment): Token[] {
  if (segment.words.length) {
    return segment.words
      .filter((word) => word.text.trim())
      .map((word) => ({ ...word, speaker: word.speaker ?? segment.speaker }));
  }
  // No word timings (an engine without them): spread the segment's time over its words by length.
  const pieces = (segment.text.match(/\s*\S+/g) ?? []).flatMap((piece) =>
    piece.length > CUE_LIMITS.lineLength ? chunk(piece, CUE_LIMITS.lineLength) : [piece],
  );
  const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const perCharacter = (segment.end - segment.start) / Math.max(characters, 1);
  let at = segment.start;
  return pieces.map((text) => {
    const start = at;
    at += text.length * perCharacter;
    return { text, start, end: at, speaker: segment.speaker };
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

/** The tokens as one line, or two balanced lines; null when they do not fit. */
function layout(tokens: Token[]): string[] | null {
  const whole = joined(tokens);
  if (length(whole) <= CUE_LIMITS.lineLength) return [whole];
  let best: string[] | null = null;
  for (let split = 1; split < tokens.length; split++) {
    const lines = [joined(tokens.slice(0, split)), joined(tokens.slice(split))];
    if (lines.some((line) => length(line) > CUE_LIMITS.lineLength)) continue;
    if (!best || longest(lines) < longest(best)) best = lines;
  }
  return best;
}

const length = (line: string) => Array.from(line).length;
const longest = (lines: string[]) => Math.max(...lines.map(length));
