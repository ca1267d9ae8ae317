import type { TTranscriptSegment } from './engine.js';

/**
 * Where a transcript's paragraphs break, shared by the editor and the TXT, DOCX and PDF exports so that
 * both show the same paragraphs (ADR 024). Segments are sentences; a paragraph is a run of them by one
 * speaker, broken where the speaker changes, after a pause, or once it is long enough to rest the eye.
 */
export const PARAGRAPH_RULES = {
  /** A silence at least this long between two sentences starts a new paragraph. */
  pauseSeconds: 2,
  /** A paragraph this long (in characters) ends at the next sentence end. */
  characters: 500,
} as const;

type ParagraphSegment = Pick<TTranscriptSegment, 'start' | 'end' | 'speaker' | 'text'>;

// A segment cut inside an overlong sentence does not end with one of these: no paragraph breaks there.
const SENTENCE_END = /[.?!…。！？]["'”’»)\]」』）]*$/u;

/** For each segment, whether a paragraph starts with it. */
export function paragraphStarts(segments: readonly ParagraphSegment[]): boolean[] {
  let length = 0;
  return segments.map((segment, index) => {
    const previous = segments[index - 1];
    const starts =
      previous === undefined ||
      previous.speaker !== segment.speaker ||
      segment.start - previous.end >= PARAGRAPH_RULES.pauseSeconds ||
      (length >= PARAGRAPH_RULES.characters && SENTENCE_END.test(previous.text.trim()));
    length = (starts ? 0 : length) + segment.text.trim().length;
    return starts;
  });
}

/** The segments grouped into paragraphs, in order. */
export function groupParagraphs<T extends ParagraphSegment>(segments: readonly T[]): T[][] {
  const starts = paragraphStarts(segments);
  const paragraphs: T[][] = [];
  segments.forEach((segment, index) => {
    if (starts[index]) paragraphs.push([]);
    paragraphs.at(-1)?.push(segment);
  });
  return paragraphs;
}

/**
 * The sentences of a paragraph as one text, spaced as the words are: English words carry their leading
 * space and Japanese ones none, so "Hello. Bye." stays spaced and 「はい。いいえ。」 does not.
 */
export function paragraphText(segments: readonly Pick<TTranscriptSegment, 'text' | 'words'>[]): string {
  return segments
    .map((segment, index) => {
      const text = segment.text.trim();
      const spoken = segment.words[0]?.text ?? ' ';
      return index === 0 || text === '' || !/^\s/u.test(spoken) ? text : ` ${text}`;
    })
    .join('')
    .trim();
}
