import type { TTranscriptSegment, TTranscriptWord } from '@whispy/contracts';
import { diffArrays, diffChars } from 'diff';
import { leadingSpace, spokenText } from './segment-text';

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/** Offsets at which each word starts in the words' joined text. */
function wordStarts(words: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length;
  }
  return starts;
}

/**
 * Cuts `text` into words the way the old words were cut. Where characters survived the edit, the old word
 * boundaries are carried over (a character diff maps them), so languages written without spaces keep
 * their word timings; elsewhere a word begins with its leading whitespace, as Whisper writes words.
 */
export function tokensLike(oldWords: readonly string[], text: string): string[] {
  const cuts = new Set<number>([0]);
  const starts = wordStarts(oldWords);
  let oldOffset = 0;
  let newOffset = 0;
  const changes = diffChars(oldWords.join(''), text);
  changes.forEach((change, index) => {
    const length = change.value.length;
    if (change.added) newOffset += length;
    else if (change.removed) oldOffset += length;
    else {
      // A word starting where this run ends keeps its place only if its first letters were replaced: text
      // added there without removing any continues this run's word ("Bluebir" + "d").
      const replacedNext = changes[index + 1]?.removed === true;
      const end = oldOffset + length;
      for (const start of starts) {
        if (start >= oldOffset && (start < end || (start === end && replacedNext))) {
          cuts.add(newOffset + start - oldOffset);
        }
      }
      oldOffset += length;
      newOffset += length;
    }
  });
  for (let index = 1; index < text.length; index++) {
    if (isSpace(text[index]) && !isSpace(text[index - 1])) cuts.add(index);
  }
  const sorted = [...cuts].filter((cut) => cut < text.length).sort((a, b) => a - b);
  const tokens: string[] = [];
  let carried = '';
  sorted.forEach((cut, index) => {
    const token = carried + text.slice(cut, sorted[index + 1] ?? text.length);
    // Whitespace alone is no word: it leads the next one.
    carried = token.trim() === '' ? token : '';
    if (!carried) tokens.push(token);
  });
  if (carried && tokens.length > 0) tokens[tokens.length - 1] += carried;
  return tokens;
}

/** New words spread over [from, to] in proportion to their length: the best guess without audio. */
function spreadWords(texts: readonly string[], from: number, to: number, speaker: string | null) {
  const weights = texts.map((text) => Math.max(1, text.trim().length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const end = Math.max(from, to);
  // To the millisecond, but never outside [from, to]: rounding must not overlap a neighbour.
  const at = (share: number) =>
    Math.min(end, Math.max(from, Math.round((from + (end - from) * share) * 1000) / 1000));
  let done = 0;
  return texts.map((text, index): TTranscriptWord => {
    const start = at(done / total);
    done += weights[index] ?? 1;
    return { text, start, end: at(done / total), probability: 1, speaker };
  });
}

/**
 * The segment's words after its text became `text`: unchanged words keep their times, a replaced run
 * takes the time of the words it replaced, an inserted run the gap between its neighbours.
 */
export function realignWords(segment: TTranscriptSegment, text: string): TTranscriptWord[] {
  const old = segment.words;
  const oldTexts = old.map((word) => word.text);
  const words: TTranscriptWord[] = [];
  let oldIndex = 0;
  let removed: TTranscriptWord[] = [];
  let added: string[] = [];
  const placeChanges = (nextKept: TTranscriptWord | undefined) => {
    if (added.length > 0) {
      const first = removed[0];
      const last = removed.at(-1);
      const from = first ? first.start : (words.at(-1)?.end ?? segment.start);
      const to = last ? last.end : (nextKept?.start ?? segment.end);
      words.push(...spreadWords(added, from, to, segment.speaker));
    }
    removed = [];
    added = [];
  };
  for (const change of diffArrays(oldTexts, tokensLike(oldTexts, text))) {
    if (change.added) added.push(...change.value);
    else if (change.removed) {
      removed.push(...old.slice(oldIndex, oldIndex + change.count));
      oldIndex += change.count;
    } else {
      placeChanges(old[oldIndex]);
      words.push(...old.slice(oldIndex, oldIndex + change.count));
      oldIndex += change.count;
    }
  }
  placeChanges(undefined);
  return words;
}

/**
 * The segment with its display text replaced by `text` (Whisper's leading space kept, line breaks made
 * spaces, trailing spaces dropped); the same object when nothing changed.
 */
export function withEditedText(segment: TTranscriptSegment, text: string): TTranscriptSegment {
  const spoken = leadingSpace(segment) + text.replace(/[\r\n]+/g, ' ').trimEnd();
  if (spoken === spokenText(segment)) return segment;
  const words = realignWords(segment, spoken);
  return { ...segment, words, text: spokenText({ words }) };
}
