import type { TTranscriptSegment } from '@whispy/contracts';

type Spoken = Pick<TTranscriptSegment, 'words'>;

/** A segment's text as its words spell it, Whisper's leading spaces included. */
export function spokenText(segment: Spoken): string {
  return segment.words.map((word) => word.text).join('');
}

/** The whitespace a segment's text opens with (Whisper's leading space), which the reader never sees. */
export function leadingSpace(segment: Spoken): string {
  return /^\s*/.exec(spokenText(segment))?.[0] ?? '';
}

/** The text as the reader sees and edits it; carets and find matches count their offsets in this text. */
export function displayText(segment: Spoken): string {
  return spokenText(segment).trimStart();
}

/** Where each word sits in the display text, [start, end), the first word's leading space left out. */
export function wordRanges(segment: Spoken): Array<[number, number]> {
  let offset = -leadingSpace(segment).length;
  return segment.words.map((word) => {
    const start = offset;
    offset += word.text.length;
    return [Math.max(0, start), Math.max(0, offset)];
  });
}

/** Where a word's own characters begin in the display text: after the space that leads it. */
export function wordStartIn(displayed: string, [start, end]: [number, number]): number {
  return start + (/^\s*/.exec(displayed.slice(start, end))?.[0].length ?? 0);
}
