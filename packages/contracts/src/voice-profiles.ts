import { z } from 'zod';
import { noContent, route, ZIdParams } from './route.js';
import { ZSpeakerId } from './transcriptions.js';

/** Bounds of a workspace's voice profiles (ADR 018). */
export const VOICE_PROFILE_LIMITS = {
  /** Far more people than a team records, few enough that matching every speaker stays instant. */
  perWorkspace: 100,
  /** As long as a speaker's name may be. */
  name: 100,
} as const;

const ZVoiceProfileName = z.string().trim().min(1).max(VOICE_PROFILE_LIMITS.name);

/** `POST voice-profiles`: keep the voice of one speaker of one of the workspace's transcriptions. */
export const ZCreateVoiceProfile = z
  .object({
    transcription_id: z.string().min(1).max(100),
    /** The speaker's id in that transcript (`SPEAKER_1`), whatever it is called now. */
    speaker: ZSpeakerId,
    name: ZVoiceProfileName,
  })
  .strict();
export type TCreateVoiceProfile = z.infer<typeof ZCreateVoiceProfile>;

/** `PUT voice-profiles/{id}`: a new name; transcripts already named after it keep the old one. */
export const ZUpdateVoiceProfile = z.object({ name: ZVoiceProfileName }).strict();
export type TUpdateVoiceProfile = z.infer<typeof ZUpdateVoiceProfile>;

/** A named voice; its embedding never leaves the server. */
export const ZVoiceProfile = z.object({
  id: z.string(),
  name: z.string(),
  /** Who saved it; null when that user is gone. */
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TVoiceProfile = z.infer<typeof ZVoiceProfile>;

export const listVoiceProfiles = route({
  method: 'GET',
  path: '/voice-profiles',
  answer: z.array(ZVoiceProfile),
});

export const createVoiceProfile = route({
  method: 'POST',
  path: '/voice-profiles',
  body: ZCreateVoiceProfile,
  answer: ZVoiceProfile,
  status: 201,
});

export const renameVoiceProfile = route({
  method: 'PUT',
  path: '/voice-profiles/:id',
  params: ZIdParams,
  body: ZUpdateVoiceProfile,
  answer: ZVoiceProfile,
});

export const deleteVoiceProfile = route({
  method: 'DELETE',
  path: '/voice-profiles/:id',
  params: ZIdParams,
  answer: noContent(),
});
