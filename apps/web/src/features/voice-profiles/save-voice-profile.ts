import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVoiceProfile, type TCreateVoiceProfile, type TVoiceProfile } from '@whispy/contracts';
import { api } from '../../api';
import { voiceProfilesQueryKey } from './voice-profiles-query';

/** `POST voice-profiles`: keeps a speaker's voice under a name; the server's message is toasted. */
export function saveVoiceProfile(input: TCreateVoiceProfile): Promise<TVoiceProfile> {
  return api(createVoiceProfile, { body: input });
}

export function useSaveVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfilesQueryKey }),
  });
}
