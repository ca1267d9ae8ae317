import type { TExportFormat } from '@whispy/contracts';
import { toCsv } from './csv.js';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { toDocx } from './docx.js';
import { toJson } from './json.js';
import { toPdf } from './pdf.js';
import { toSrt } from './srt.js';
import { toTxt } from './txt.js';
import { toVtt } from './vtt.js';

/** The formats and their content types are the contracts' (`EXPORT_FORMATS`); this is how each is written. */
export type ExportFormat = TExportFormat;

/** Text formats write a string; binary ones (DOCX, PDF) bytes, built asynchronously. */
export type Rendered = string | Buffer;

/** How each download format writes a transcript. */
export const formats: Record<
  ExportFormat,
  { render: (document: TranscriptDocument, options: ExportOptions) => Rendered | Promise<Rendered> }
> = {
  txt: { render: toTxt },
  srt: { render: toSrt },
  vtt: { render: toVtt },
  json: { render: toJson },
  csv: { render: toCsv },
  docx: { render: toDocx },
  pdf: { render: toPdf },
};
