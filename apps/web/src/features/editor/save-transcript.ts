import { type TSaveTranscript, type TTranscriptionDetail, ZTranscriptionDetail } from '@whispy/contracts';
import { http } from '../../api';

/**
 * `PUT transcriptions/{id}/transcript`: answers the saved transcription with its new version; 409 when
 * someone else saved since `version`, 422 with fields like `segments.12.words`.
 */
export function saveTranscript(id: string, input: TSaveTranscript): Promise<TTranscriptionDetail> {
  return http.put(`transcriptions/${encodeURIComponent(id)}/transcript`, input, {
    schema: ZTranscriptionDetail,
  });
}
