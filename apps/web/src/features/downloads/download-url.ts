import {
  downloadTranscript,
  EXPORT_OPTION_FORMATS,
  type TExportFormat,
  type TExportOptions,
} from '@whispy/contracts';
import { apiUrl } from '../../api';
import type { TranscriptionScope } from '../../shared/transcription-keys';

/** The options that change `format`: the menu offers them with it, and its link carries them. */
export function optionsOf(format: TExportFormat): (keyof TExportOptions)[] {
  return (Object.keys(EXPORT_OPTION_FORMATS) as (keyof TExportOptions)[]).filter((option) =>
    EXPORT_OPTION_FORMATS[option].includes(format),
  );
}

/** `GET {scope}/{id}/download`: the server answers with an attachment named after the transcription. */
export function downloadUrl(
  scope: TranscriptionScope,
  id: string,
  format: TExportFormat,
  options: TExportOptions,
): string {
  const query = Object.fromEntries(optionsOf(format).map((option) => [option, options[option]]));
  return apiUrl(downloadTranscript[scope], { params: { id }, query: { format, ...query } });
}
