import { stringify } from 'csv-stringify/sync';
import { speakerName, type TranscriptDocument } from './document.js';

/**
 * One row per segment, times in seconds; the byte-order mark makes Excel read the text as UTF-8. Text a
 * stranger typed (a transcript line, a speaker's name) that a spreadsheet would run as a formula (`=`,
 * `+`, `-`, `@`, tab, carriage return first) is prefixed with an apostrophe, as OWASP advises; the times
 * never start with one of those, so they stay numbers.
 */
export function toCsv(document: TranscriptDocument): string {
  const rows = document.segments.map((segment) => [
    segment.start.toFixed(3),
    segment.end.toFixed(3),
    speakerName(document, segment.speaker) ?? '',
    segment.text.trim(),
  ]);
  return stringify(rows, {
    bom: true,
    header: true,
    columns: ['start', 'end', 'speaker', 'text'],
    escape_formulas: true,
  });
}
