import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateVoiceProfile, type TVoiceProfile, ZVoiceProfile } from '@whispy/contracts';
import { http } from '../../api';
import { voiceProfilesQueryKey } from './voice-profiles-query';

/** `POST voice-profiles`: keeps a speaker's voice under a name; the server's message is toasted. */
export function saveVoiceProfile(input: TCreateVoiceProfile): Promise<TVoiceProfile> {
  return http.post('voice-profiles', input, { schema: ZVoiceProfile });
}

export function useSaveVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfilesQueryKey }),
  });
}
