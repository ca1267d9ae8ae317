import {
  createTranscription as createTranscriptionRoute,
  deleteTranscription as deleteTranscriptionRoute,
  type TCreatedTranscription,
  type TCreateTranscription,
} from '@whispy/contracts';
import { api } from '../../api';

/** `POST transcriptions`: the row is created in `waiting`; the media follows by tus to `upload_url`. */
export function createTranscription(input: TCreateTranscription): Promise<TCreatedTranscription> {
  return api(createTranscriptionRoute, { body: input });
}

/** `DELETE transcriptions/:id`: discards a transcription whose upload was cancelled. */
export function deleteTranscription(id: string): Promise<null> {
  return api(deleteTranscriptionRoute, { params: { id } });
}
