import type { TranscriptionScope } from '../../shared/transcription-keys';

/** Every format the server exports, in the order the menu offers them. */
export const DOWNLOAD_FORMATS = ['txt', 'srt', 'vtt', 'docx', 'pdf', 'json', 'csv'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** What TXT can leave out. */
export type TxtOptions = { timestamps: boolean; speakers: boolean };

/** `GET {scope}/{id}/download`: the server answers with an attachment named after the transcription. */
export function downloadUrl(
  scope: TranscriptionScope,
  id: string,
  format: DownloadFormat,
  txt: TxtOptions,
): string {
  const query = new URLSearchParams({ format });
  if (format === 'txt') {
    query.set('timestamps', String(txt.timestamps));
    query.set('speakers', String(txt.speakers));
  }
  return `/api/${scope}/${encodeURIComponent(id)}/download?${query}`;
}
