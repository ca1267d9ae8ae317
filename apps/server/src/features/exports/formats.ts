import { toCsv } from './csv.js';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { toJson } from './json.js';
import { toSrt } from './srt.js';
import { toTxt } from './txt.js';
import { toVtt } from './vtt.js';

export const EXPORT_FORMATS = ['txt', 'srt', 'vtt', 'json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each download format: its content type and how it writes a transcript. */
export const formats: Record<
  ExportFormat,
  { contentType: string; render: (document: TranscriptDocument, options: ExportOptions) => string }
> = {
  txt: { contentType: 'text/plain; charset=utf-8', render: toTxt },
  srt: { contentType: 'application/x-subrip; charset=utf-8', render: toSrt },
  vtt: { contentType: 'text/vtt; charset=utf-8', render: toVtt },
  json: { contentType: 'application/json; charset=utf-8', render: toJson },
  csv: { contentType: 'text/csv; charset=utf-8', render: toCsv },
};
