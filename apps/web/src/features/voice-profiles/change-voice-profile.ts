import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVoiceProfile, ZVoiceProfile } from '@whispy/contracts';
import { http } from '../../api';
import { voiceProfilesQueryKey } from './voice-profiles-query';

const path = (id: string) => `voice-profiles/${encodeURIComponent(id)}`;

/** `PUT voice-profiles/:id {name}`: transcripts already named after it keep the old name. */
export function renameVoiceProfile({ id, name }: { id: string; name: string }): Promise<TVoiceProfile> {
  return http.put(path(id), { name }, { schema: ZVoiceProfile });
}

/** `DELETE voice-profiles/:id`: the embedding goes with it; answers 204. */
export function deleteVoiceProfile(id: string): Promise<null> {
  return http.delete<null>(path(id));
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
