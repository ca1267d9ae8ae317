/** Moves a workspace's pending work on as far as its minutes allow (after a grant, a new subscription). */
export { admitPending } from './admission.js';
/** The composition root's handle on the feature (store, queue, engine probe and lifecycle) and its factory. */
export { createTranscriptions, type Transcriptions } from './context.js';
/** Refuses, before any upload, an engine, language and translation this server cannot run (422). */
export { assertRunnable, type EngineChoices } from './engine-choices.js';
/** The feature's jobs: running a transcription, validating an upload, the sweep. */
export { runTranscription, sweepJob, validateUploadJob } from './jobs.js';
/** A transcription's row as the database holds it. */
export type { TranscriptionRow } from './lifecycle.js';
/** The lifecycle steps of media the server fetches from a link (ADR 034). */
export { linkArrival } from './link-arrival.js';
/** Fastify plugin: media store, queue, prober, validation, sweep and (optionally) transcription jobs; decorates `app.transcriptions`. */
export { transcriptionsPlugin } from './plugin.js';
/** `grantMinutes` gives a workspace more minutes (pending work moves on at the next sweep); `limitsOf` answers `transcriptions/limits`. */
export { grantMinutes, limitsOf } from './quota.js';
/** A file name made fit to name a transcription: no path, no control or invisible characters, bounded. */
export { readableName } from './readable-name.js';
/**
 * The dashboard's reads: the newest rows of a scope with its total, and the seconds charged in a period;
 * `findTranscription` reads one row by id, unscoped (for jobs, never for a caller).
 */
export { chargedSecondsBetween, findTranscription, newestWithTotal } from './repo.js';
/** The API routes (`transcriptions`, `public_transcriptions`, tus uploads). */
export { transcriptionRoutes } from './routes.js';
/** Creates the caller's transcription in `waiting` (refused when the trial or the batch limit is reached). */
/**
 * Lookups in a scope, the caller's workspace or the public transcriptions (404 otherwise; `findSummary`
 * without the transcript), whether the media can be played, speaker names, and a row as the API shows it.
 */
export {
  type Caller,
  createTranscription,
  findInScope,
  findSummary,
  hasMedia,
  speakersOf,
  type Translate,
  toContract,
} from './service.js';
/** Refuses a file that would take the workspace past its quota of stored media (413). */
export { assertStorageFor } from './storage-quota.js';
/** One pass of the scheduled work: expiry, recovery, admission, media clean-up. */
export { sweep } from './sweep.js';
/** How long a caller waiting for a transcript waits at most (the OpenAI-compatible API). */
export { longestRunMs } from './time-limits.js';
/** A file that arrives whole from elsewhere (the Telegram bot), taken in as a finished upload. */
export { receiveUpload } from './uploads.js';
/** The two ways to reach a transcription (own workspace, public) and what each may see. */
export { scopeOf, VISIBILITIES } from './visibility.js';
/** The worker that runs transcription jobs (`npm run worker`, or a server); close the queue before it. */
export { STOP_GRACE_MS, startWorker } from './worker.js';
/** Limits an administrator sets per workspace over the server's settings (ADR 023). */
export {
  changeLimitOverrides,
  type LimitChange,
  limitOverridesOf,
  tooLargeFor,
  WORKSPACE_LIMIT_NAMES,
  type WorkspaceLimitName,
  workspaceLimitsOf,
} from './workspace-limits.js';
/** Every workspace with its owner, usage and limits, for administrators. */
export { type WorkspaceUsage, workspaceUsage } from './workspace-usage.js';
