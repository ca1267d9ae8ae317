import { useMutation } from '@tanstack/react-query';
import { createTranscriptionFromLink, type TCreateFromLink } from '@whispy/contracts';
import { api } from '../../api';

/** `POST transcriptions/from-link`: the server fetches the file at the link as a job (ADR 034). */
export function importFromLink(input: TCreateFromLink): Promise<{ id: string }> {
  return api(createTranscriptionFromLink, { body: input });
}

export function useImportFromLink() {
  return useMutation({ mutationFn: importFromLink });
}
