import type { TTranscriptSegment } from '@whispy/contracts';
import { type EditorDocument, segmentIndexOf, spliceSegments } from './editor-document';
import { displayText, spokenText, wordRanges, wordStartIn } from './segment-text';
import { withEditedText } from './word-alignment';

/** Replaces the display text of a segment, re-aligning its words (see `realignWords`). */
export function editSegmentText(document: EditorDocument, segmentId: number, text: string): EditorDocument {
  const index = segmentIndexOf(document, segmentId);
  const segment = document.segments[index];
  if (!segment) return document;
  const edited = withEditedText(segment, text);
  return edited === segment ? document : spliceSegments(document, index, 1, edited);
}

/** The segment spoken by `speaker`, its words too (with diarization a segment has exactly one speaker). */
export function spokenBy(segment: TTranscriptSegment, speaker: string | null): TTranscriptSegment {
  return { ...segment, speaker, words: segment.words.map((word) => ({ ...word, speaker })) };
}

/**
 * Moves a speaker's turn to another speaker: the segment and the ones after it by the same speaker (the
 * editor shows the speaker once per turn, so its chip stands for all of them).
 */
export function assignSpeaker(
  document: EditorDocument,
  segmentId: number,
  speakerId: string,
): EditorDocument {
  const index = segmentIndexOf(document, segmentId);
  const segment = document.segments[index];
  if (!segment || segment.speaker === speakerId) return document;
  let end = index + 1;
  while (document.segments[end]?.speaker === segment.speaker) end++;
  const turn = document.segments.slice(index, end).map((each) => spokenBy(each, speakerId));
  return spliceSegments(document, index, end - index, ...turn);
}

/** Joins a segment with the one after it: the words of both, the speaker of the first. */
export function mergeWithNext(document: EditorDocument, segmentId: number): EditorDocument {
  const index = segmentIndexOf(document, segmentId);
  const first = document.segments[index];
  const next = document.segments[index + 1];
  if (!first || !next) return document;
  const words = [...first.words, ...spokenBy(next, first.speaker).words];
  const merged = { ...first, end: Math.max(first.end, next.end), words, text: spokenText({ words }) };
  return spliceSegments(document, index, 2, merged);
}

/**
 * Where a split at `caret` (an offset in the display text) would cut: the index of the word that starts
 * the second part, at the word boundary nearest the caret. Null at either end of the text (nothing to
 * split off) and for a single word.
 */
export function splitWordIndex(segment: TTranscriptSegment, caret: number): number | null {
  const displayed = displayText(segment);
  if (caret <= 0 || caret >= displayed.trimEnd().length) return null;
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  wordRanges(segment).forEach((range, index) => {
    const [start] = range;
    if (index === 0 || start === 0) return;
    // A caret anywhere in the whitespace before a word is right at that boundary.
    const distance = caret < start ? start - caret : Math.max(0, caret - wordStartIn(displayed, range));
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** A segment id no other segment has: one past the highest. */
export function nextSegmentId(document: EditorDocument): number {
  return document.segments.reduce((highest, segment) => Math.max(highest, segment.id), -1) + 1;
}

/** Splits a segment in two at the word boundary nearest `caret`; the second part gets `nextSegmentId`. */
export function splitSegment(document: EditorDocument, segmentId: number, caret: number): EditorDocument {
  const index = segmentIndexOf(document, segmentId);
  const segment = document.segments[index];
  const cut = segment ? splitWordIndex(segment, caret) : null;
  if (!segment || cut === null) return document;
  const firstWords = segment.words.slice(0, cut);
  const secondWords = segment.words.slice(cut);
  // Each part spans its words, within the segment (the server wants words inside their segment).
  const within = (seconds: number) => Math.min(segment.end, Math.max(segment.start, seconds));
  const end = within(firstWords.at(-1)?.end ?? segment.end);
  const start = within(secondWords[0]?.start ?? segment.start);
  return spliceSegments(
    document,
    index,
    1,
    { ...segment, end, words: firstWords, text: spokenText({ words: firstWords }) },
    {
      ...segment,
      id: nextSegmentId(document),
      start,
      words: secondWords,
      text: spokenText({ words: secondWords }),
    },
  );
}
