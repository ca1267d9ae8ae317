import type { TTranscriptSegment } from '@whispy/contracts';
import { type EditorDocument, segmentIndexOf, spliceSegments } from './editor-document';
import { displayText } from './segment-text';
import { withEditedText } from './word-alignment';

/** A found occurrence: [start, end) in the segment's display text. */
export type FindMatch = { segmentId: number; start: number; end: number };

/**
 * A segment's display text lower-cased for matching, with the span of the original text each lower-cased
 * code unit came from (lower-casing may change the length: "İ" becomes two code units).
 */
type FoldedText = { text: string; from: number[]; to: number[] };

const folded = new WeakMap<TTranscriptSegment, FoldedText>();

function foldedText(segment: TTranscriptSegment): FoldedText {
  const cached = folded.get(segment);
  if (cached) return cached;
  const result: FoldedText = { text: '', from: [], to: [] };
  const original = displayText(segment);
  let offset = 0;
  for (const character of original) {
    const lower = character.toLocaleLowerCase();
    result.text += lower;
    for (let unit = 0; unit < lower.length; unit++) {
      result.from.push(offset);
      result.to.push(offset + character.length);
    }
    offset += character.length;
  }
  folded.set(segment, result);
  return result;
}

function matchesIn(segment: TTranscriptSegment, needle: string): FindMatch[] {
  const haystack = foldedText(segment);
  const matches: FindMatch[] = [];
  let at = haystack.text.indexOf(needle);
  while (at >= 0) {
    matches.push({
      segmentId: segment.id,
      start: haystack.from[at] ?? 0,
      end: haystack.to[at + needle.length - 1] ?? 0,
    });
    at = haystack.text.indexOf(needle, at + needle.length);
  }
  return matches;
}

/** Every occurrence of `query`, in reading order; case-insensitive in the reader's locale. */
export function findMatches(document: EditorDocument, query: string): FindMatch[] {
  const needle = query.toLocaleLowerCase();
  if (needle === '') return [];
  return document.segments.flatMap((segment) => matchesIn(segment, needle));
}

function replaced(text: string, matches: readonly FindMatch[], replacement: string): string {
  let result = text;
  // From the end, so that earlier offsets stay true.
  for (const match of [...matches].reverse()) {
    result = result.slice(0, match.start) + replacement + result.slice(match.end);
  }
  return result;
}

/** Replaces one found occurrence. */
export function replaceMatch(
  document: EditorDocument,
  match: FindMatch,
  replacement: string,
): EditorDocument {
  const index = segmentIndexOf(document, match.segmentId);
  const segment = document.segments[index];
  if (!segment) return document;
  const edited = withEditedText(segment, replaced(displayText(segment), [match], replacement));
  return edited === segment ? document : spliceSegments(document, index, 1, edited);
}

/** Replaces every occurrence of `query` at once (one undo step). */
export function replaceAll(document: EditorDocument, query: string, replacement: string): EditorDocument {
  const needle = query.toLocaleLowerCase();
  if (needle === '') return document;
  let changed = false;
  const segments = document.segments.map((segment) => {
    const matches = matchesIn(segment, needle);
    if (matches.length === 0) return segment;
    const edited = withEditedText(segment, replaced(displayText(segment), matches, replacement));
    changed ||= edited !== segment;
    return edited;
  });
  return changed ? { ...document, segments } : document;
}
