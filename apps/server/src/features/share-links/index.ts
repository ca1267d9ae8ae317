/** Members' routes: list, create and revoke a transcription's share links. */
export { shareLinkRoutes } from './routes.js';
/** What a share link opens without a session: the transcript, media, waveform and downloads. */
export { sharedRoutes } from './shared-routes.js';
