import { stringify } from 'csv-stringify/sync';
import { speakerName, type TranscriptDocument } from './document.js';

/** One row per segment, times in seconds; the byte-order mark makes Excel read the text as UTF-8. */
export function toCsv(document: TranscriptDocument): string {
  const rows = document.segments.map((segment) => [
    segment.start.toFixed(3),
    segment.end.toFixed(3),
    speakerName(document, segment.speaker) ?? '',
    segment.text.trim(),
  ]);
  return stringify(rows, { bom: true, header: true, columns: ['start', 'end', 'speaker', 'text'] });
}
