import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVoiceProfiles, type TVoiceProfile } from '@whispy/contracts';
import { api } from '../../api';

export const voiceProfilesQueryKey = ['voice-profiles'] as const;

/** `GET voice-profiles`: the workspace's voice profiles by name (their embeddings never leave the server). */
export function fetchVoiceProfiles(): Promise<TVoiceProfile[]> {
  return api(listVoiceProfiles);
}

export const voiceProfilesQuery = queryOptions({
  queryKey: voiceProfilesQueryKey,
  queryFn: fetchVoiceProfiles,
});

export function useVoiceProfiles() {
  return useQuery(voiceProfilesQuery);
}
