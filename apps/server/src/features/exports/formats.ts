import { toCsv } from './csv.js';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { toDocx } from './docx.js';
import { toJson } from './json.js';
import { toPdf } from './pdf.js';
import { toSrt } from './srt.js';
import { toTxt } from './txt.js';
import { toVtt } from './vtt.js';

export const EXPORT_FORMATS = ['txt', 'srt', 'vtt', 'json', 'csv', 'docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Text formats write a string; binary ones (DOCX, PDF) bytes, built asynchronously. */
export type Rendered = string | Buffer;

/** Each download format: its content type and how it writes a transcript. */
export const formats: Record<
  ExportFormat,
  {
    contentType: string;
    render: (document: TranscriptDocument, options: ExportOptions) => Rendered | Promise<Rendered>;
  }
> = {
  txt: { contentType: 'text/plain; charset=utf-8', render: toTxt },
  srt: { contentType: 'application/x-subrip; charset=utf-8', render: toSrt },
  vtt: { contentType: 'text/vtt; charset=utf-8', render: toVtt },
  json: { contentType: 'application/json; charset=utf-8', render: toJson },
  csv: { contentType: 'text/csv; charset=utf-8', render: toCsv },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    render: toDocx,
  },
  pdf: { contentType: 'application/pdf', render: toPdf },
};
