import {
  saveTranscript as saveTranscriptRoute,
  type TSaveTranscript,
  type TTranscriptionDetail,
} from '@whispy/contracts';
import { api } from '../../api';

/**
 * `PUT transcriptions/{id}/transcript`: answers the saved transcription with its new version; 409 when
 * someone else saved since `version`, 422 with fields like `segments.12.words`.
 */
export function saveTranscript(id: string, input: TSaveTranscript): Promise<TTranscriptionDetail> {
  return api(saveTranscriptRoute, { params: { id }, body: input });
}
