import { z } from 'zod';
import { ZEngineChoices } from './engine-choices.js';
import { fileAnswer, route, ZIdParams } from './route.js';
import { perScope } from './scopes.js';
import {
  ZCreatedTranscription,
  ZCreateFromLink,
  ZCreateTranscription,
  ZMediaPeaks,
  ZPage,
  ZRunTranscriptionAgain,
  ZSaveTranscript,
  ZSpeakerId,
  ZTranscription,
  ZTranscriptionDetail,
  ZTranscriptionLimits,
  ZTranscriptionListQuery,
  ZUnfinishedRecording,
  ZUpdateTranscription,
} from './transcriptions.js';

export const getTranscriptionLimits = route({
  method: 'GET',
  path: '/transcriptions/limits',
  answer: ZTranscriptionLimits,
});

export const getEngineChoices = route({
  method: 'GET',
  path: '/transcriptions/engines',
  answer: ZEngineChoices,
});

/** One page, sorted and filtered on the server. */
export const listTranscriptions = perScope((scope) =>
  route({ method: 'GET', path: `/${scope}`, query: ZTranscriptionListQuery, answer: ZPage(ZTranscription) }),
);

/** The record, with its transcript once completed. */
export const getTranscription = perScope((scope) =>
  route({ method: 'GET', path: `/${scope}/:id`, params: ZIdParams, answer: ZTranscriptionDetail }),
);

/** The answer's `upload_url` is where the file goes next, with tus. */
export const createTranscription = route({
  method: 'POST',
  path: '/transcriptions',
  body: ZCreateTranscription,
  answer: ZCreatedTranscription,
  status: 201,
});

/**
 * A transcription whose media the server fetches from a direct http(s) link (ADR 034), as a job: it is
 * `waiting`, then `uploading` while the bytes arrive (`from_link` says so), then goes on like an upload.
 */
export const createTranscriptionFromLink = route({
  method: 'POST',
  path: '/transcriptions/from-link',
  body: ZCreateFromLink,
  answer: ZCreatedTranscription.pick({ id: true }),
  status: 201,
});

/**
 * A new transcription of a finished or failed one's kept media, with another engine or language; the
 * original stays as it is. Counted against the quota and minutes like an upload.
 */
export const runTranscriptionAgain = route({
  method: 'POST',
  path: '/transcriptions/:id/run-again',
  params: ZIdParams,
  body: ZRunTranscriptionAgain,
  answer: ZCreatedTranscription.pick({ id: true }),
  status: 201,
});

export const updateTranscription = route({
  method: 'PUT',
  path: '/transcriptions/:id',
  params: ZIdParams,
  body: ZUpdateTranscription,
  answer: ZTranscription,
});

export const saveTranscript = route({
  method: 'PUT',
  path: '/transcriptions/:id/transcript',
  params: ZIdParams,
  body: ZSaveTranscript,
  answer: ZTranscriptionDetail,
});

/** Puts back the engine's label on a speaker a voice profile named; the transcript takes a new version. */
export const undoSpeakerRecognition = route({
  method: 'DELETE',
  path: '/transcriptions/:id/speakers/:speaker/recognition',
  params: ZIdParams.extend({ speaker: ZSpeakerId }),
  answer: ZTranscription,
});

export const deleteTranscription = route({
  method: 'DELETE',
  path: '/transcriptions/:id',
  params: ZIdParams,
  answer: z.null(),
});

/** The caller's own recordings in this workspace whose upload was left unfinished, newest first. */
export const listUnfinishedRecordings = route({
  method: 'GET',
  path: '/transcriptions/recordings',
  answer: z.array(ZUnfinishedRecording),
});

/** Ends an unfinished recording with the bytes the server holds; it is then checked and transcribed. */
export const finishRecording = route({
  method: 'POST',
  path: '/transcriptions/:id/recording/finish',
  params: ZIdParams,
  answer: z.null(),
});

/** What uploaded media is served as: a recognised audio or video type, else plain bytes. */
export const MEDIA_TYPES = ['audio/*', 'video/*', 'application/octet-stream'] as const;

/** The uploaded recording, for the player: a link the browser streams with Range requests. */
export const getTranscriptionMedia = perScope((scope) =>
  route({
    method: 'GET',
    path: `/${scope}/:id/media`,
    params: ZIdParams,
    answer: fileAnswer(MEDIA_TYPES, { ranged: true }),
  }),
);

export const getTranscriptionPeaks = perScope((scope) =>
  route({ method: 'GET', path: `/${scope}/:id/peaks`, params: ZIdParams, answer: ZMediaPeaks }),
);
