import { z } from 'zod';
import { fileAnswer, route, ZIdParams } from './route.js';
import { perScope } from './scopes.js';

/** Every format a transcript downloads as, in the order the download menu offers them. */
export const EXPORT_FORMATS = ['txt', 'srt', 'vtt', 'docx', 'pdf', 'json', 'csv'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** The media type each format is answered with. */
export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The media types of every format, without parameters: what a download link may answer. */
export const EXPORT_MEDIA_TYPES = [
  ...new Set(Object.values(EXPORT_CONTENT_TYPES).map((type) => type.split(';')[0] as string)),
];

/** What a download can leave out; both are on unless turned off. */
export interface TExportOptions {
  /** `[hh:mm:ss]` before each paragraph. */
  timestamps: boolean;
  /** Speaker names (VTT: voice tags). */
  speakers: boolean;
}

/** The formats each option changes; the others are the same either way, so their links leave it out. */
export const EXPORT_OPTION_FORMATS: { [option in keyof TExportOptions]: readonly TExportFormat[] } = {
  timestamps: ['txt', 'docx', 'pdf'],
  speakers: ['txt', 'vtt', 'docx', 'pdf'],
};

const ZFlag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((value) => value === 'true');

export const ZDownloadQuery = z.object({
  format: ZExportFormat,
  /** TXT, DOCX and PDF: `[hh:mm:ss]` before each paragraph. */
  timestamps: ZFlag,
  /** TXT, DOCX, PDF and VTT: speaker names (VTT voice tags). */
  speakers: ZFlag,
});
export type TDownloadQuery = z.output<typeof ZDownloadQuery>;

/** The saved transcript as a file, named after the transcription: a link, opened by the browser. */
export const downloadTranscript = perScope((scope) =>
  route({
    method: 'GET',
    path: `/${scope}/:id/download`,
    params: ZIdParams,
    query: ZDownloadQuery,
    answer: fileAnswer(EXPORT_MEDIA_TYPES),
  }),
);
