import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTranscription, type TTranscriptionDetail, undoSpeakerRecognition } from '@whispy/contracts';
import { api } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';

/**
 * `DELETE transcriptions/:id/speakers/:speaker/recognition`: the speaker loses the name a voice profile
 * gave it and gets the engine's label back; the transcript takes a new version, as a rename does.
 */
export function undoRecognition(transcriptionId: string, speaker: string): Promise<TTranscription> {
  return api(undoSpeakerRecognition, { params: { id: transcriptionId, speaker } });
}

export function useUndoRecognition(transcriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (speaker: string) => undoRecognition(transcriptionId, speaker),
    onSuccess: (saved) => {
      // The answer has no segments: keep the ones loaded. A clean editor shows the new version at once.
      queryClient.setQueryData<TTranscriptionDetail>(
        transcriptionKeys.detail('transcriptions', transcriptionId),
        (old) => (old ? { ...old, ...saved } : old),
      );
      return queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
  });
}
