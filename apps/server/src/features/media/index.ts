/** The media routes (`…/:id/media` with ranges, `…/:id/peaks`), own and public. */

/** Answers with a transcription's recording and waveform, whoever found its row (one per server). */
export { type Playback, playback } from './playback.js';
export { mediaRoutes } from './routes.js';
