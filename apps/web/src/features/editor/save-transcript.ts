import {
  saveTranscript as saveTranscriptRoute,
  type TSaveTranscript,
  type TTranscriptionDetail,
} from '@whispy/contracts';
import { api } from '../../api';

/**
 * `PUT transcriptions/{id}/transcript`: answers the saved transcription with its new version; 409 when
 * someone else saved since `version`, 422 with fields like `segments.12.words`. `silent`: no toast, for
 * autosaves, whose outcome the toolbar shows.
 */
export function saveTranscript(
  id: string,
  input: TSaveTranscript,
  { silent = false }: { silent?: boolean } = {},
): Promise<TTranscriptionDetail> {
  return api(saveTranscriptRoute, { params: { id }, body: input, silent });
}
