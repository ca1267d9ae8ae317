import {
  downloadShared,
  downloadTranscript,
  EXPORT_OPTION_FORMATS,
  type TExportFormat,
  type TExportOptions,
} from '@whispy/contracts';
import { apiUrl } from '../../api';
import type { TranscriptSource } from '../../shared/transcript-source';

/** The options that change `format`: the menu offers them with it, and its link carries them. */
export function optionsOf(format: TExportFormat): (keyof TExportOptions)[] {
  return (Object.keys(EXPORT_OPTION_FORMATS) as (keyof TExportOptions)[]).filter((option) =>
    EXPORT_OPTION_FORMATS[option].includes(format),
  );
}

/** `GET {scope}/{id}/download` or `shared/{token}/download`: an attachment named after the transcription. */
export function downloadUrl(
  source: TranscriptSource,
  format: TExportFormat,
  options: TExportOptions,
): string {
  const query = {
    format,
    ...Object.fromEntries(optionsOf(format).map((option) => [option, options[option]])),
  };
  return 'token' in source
    ? apiUrl(downloadShared, { params: { token: source.token }, query })
    : apiUrl(downloadTranscript[source.scope], { params: { id: source.id }, query });
}
