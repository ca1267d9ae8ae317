import {
  type TCreatedTranscription,
  type TCreateTranscription,
  ZCreatedTranscription,
} from '@whispy/contracts';
import { http } from '../../api';

/** `POST transcriptions`: the row is created in `waiting`; the media follows by tus to `upload_url`. */
export function createTranscription(input: TCreateTranscription): Promise<TCreatedTranscription> {
  return http.post('transcriptions', input, { schema: ZCreatedTranscription });
}

/** `DELETE transcriptions/:id`: discards a transcription whose upload was cancelled. */
export function deleteTranscription(id: string): Promise<null> {
  return http.delete<null>(`transcriptions/${encodeURIComponent(id)}`);
}
