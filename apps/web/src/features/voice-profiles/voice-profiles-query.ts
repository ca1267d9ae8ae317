import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TVoiceProfile, ZVoiceProfile } from '@whispy/contracts';
import { z } from 'zod';
import { http } from '../../api';

export const voiceProfilesQueryKey = ['voice-profiles'] as const;

/** `GET voice-profiles`: the workspace's voice profiles by name (their embeddings never leave the server). */
export function fetchVoiceProfiles(): Promise<TVoiceProfile[]> {
  return http.get('voice-profiles', { schema: z.array(ZVoiceProfile) });
}

export const voiceProfilesQuery = queryOptions({
  queryKey: voiceProfilesQueryKey,
  queryFn: fetchVoiceProfiles,
});

export function useVoiceProfiles() {
  return useQuery(voiceProfilesQuery);
}
