import { z } from 'zod';
import { ZTranscriptSegment } from './engine.js';
import { EXPORT_MEDIA_TYPES, ZDownloadQuery } from './exports.js';
import { fileAnswer, noContent, route, ZIdParams } from './route.js';
import { MEDIA_TYPES } from './transcription-routes.js';
import { ZMediaPeaks, ZSpeaker, ZTranscriptionLanguage } from './transcriptions.js';

/** The longest a share link may be asked to last; without an expiry it lasts until revoked. */
export const SHARE_LINK_MAX_DAYS = 365;

export const ZCreateShareLink = z.object({
  /** Whole days from now; null or absent: until revoked. */
  expires_in_days: z.number().int().min(1).max(SHARE_LINK_MAX_DAYS).nullable().default(null),
});
export type TCreateShareLink = z.input<typeof ZCreateShareLink>;

export const ZShareLink = z.object({
  id: z.string(),
  created_at: z.iso.datetime(),
  /** The member who created it; null once their account is gone. */
  created_by: z.string().nullable(),
  expires_at: z.iso.datetime().nullable(),
  /** Past `expires_at`: it opens nothing any more, and stays listed until revoked. */
  expired: z.boolean(),
  /** When someone last opened the page (counted at most once a minute). */
  last_opened_at: z.iso.datetime().nullable(),
  /** Whether the caller may revoke it: its creator, or an owner or admin of the workspace. */
  revocable: z.boolean(),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/** The address holds the token: it is in this answer only, and only its hash is stored. */
export const ZCreatedShareLink = ZShareLink.extend({ url: z.string() });
export type TCreatedShareLink = z.infer<typeof ZCreatedShareLink>;

/** A share token: 32 random bytes, base64url (43 characters). Anything else is refused before any lookup. */
export const ZShareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const ZShareTokenParams = z.object({ token: ZShareToken });

/**
 * What a share link shows of a transcription, and nothing else of its workspace: no ids, no owner, no
 * settings. Only completed transcriptions are shared, so the transcript is always there.
 */
export const ZSharedTranscription = z.object({
  name: z.string(),
  duration: z.number().nullable(),
  language: ZTranscriptionLanguage,
  detected_language: z.string().nullable(),
  speakers: z.array(ZSpeaker),
  segments: z.array(ZTranscriptSegment),
  /** Whether the recording can still be played (false once its media is no longer kept). */
  media_available: z.boolean(),
  /** Goes up with every saved change, so a reader can tell two visits' versions apart. */
  version: z.number().int().min(1),
});
export type TSharedTranscription = z.infer<typeof ZSharedTranscription>;

/** The web app's page of a share link, which the created link's `url` points to. */
export const sharePagePath = (token: string) => `/s/${encodeURIComponent(token)}`;

const ZShareLinkParams = ZIdParams.extend({ linkId: z.string().min(1).max(64) });

/** The transcription's share links, newest first (expired ones included, never their tokens). */
export const listShareLinks = route({
  method: 'GET',
  path: '/transcriptions/:id/share-links',
  params: ZIdParams,
  answer: z.array(ZShareLink),
});

export const createShareLink = route({
  method: 'POST',
  path: '/transcriptions/:id/share-links',
  params: ZIdParams,
  body: ZCreateShareLink,
  answer: ZCreatedShareLink,
  status: 201,
});

export const revokeShareLink = route({
  method: 'DELETE',
  path: '/transcriptions/:id/share-links/:linkId',
  params: ZShareLinkParams,
  answer: noContent(),
});

/** The shared transcript, for anyone holding the link: no session needed. */
export const getSharedTranscription = route({
  method: 'GET',
  path: '/shared/:token',
  params: ZShareTokenParams,
  answer: ZSharedTranscription,
});

/** The shared recording, for the player: ranged, like the editor's. */
export const getSharedMedia = route({
  method: 'GET',
  path: '/shared/:token/media',
  params: ZShareTokenParams,
  answer: fileAnswer(MEDIA_TYPES, { ranged: true }),
});

export const getSharedPeaks = route({
  method: 'GET',
  path: '/shared/:token/peaks',
  params: ZShareTokenParams,
  answer: ZMediaPeaks,
});

/** The shared transcript as a file, in every export format with its options. */
export const downloadShared = route({
  method: 'GET',
  path: '/shared/:token/download',
  params: ZShareTokenParams,
  query: ZDownloadQuery,
  answer: fileAnswer(EXPORT_MEDIA_TYPES),
});
