import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteVoiceProfile as deleteVoiceProfileRoute,
  renameVoiceProfile as renameVoiceProfileRoute,
  type TVoiceProfile,
} from '@whispy/contracts';
import { api } from '../../api';
import { voiceProfilesQueryKey } from './voice-profiles-query';

/** `PUT voice-profiles/:id {name}`: transcripts already named after it keep the old name. */
export function renameVoiceProfile({ id, name }: { id: string; name: string }): Promise<TVoiceProfile> {
  return api(renameVoiceProfileRoute, { params: { id }, body: { name } });
}

/** `DELETE voice-profiles/:id`: the embedding goes with it; answers 204. */
export function deleteVoiceProfile(id: string): Promise<null> {
  return api(deleteVoiceProfileRoute, { params: { id } });
}

export function useRenameVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVoiceProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfilesQueryKey }),
  });
}

export function useDeleteVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfilesQueryKey }),
  });
}
