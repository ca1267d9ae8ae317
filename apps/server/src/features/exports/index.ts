/** The download routes (`transcriptions/:id/download`, `public_transcriptions/:id/download`) and their refusals. */

/** Who reads an export: its language and translations. */
export type { Reader } from './document.js';
/** Sends a transcript as a file in any export format, whoever found its row (one per server). */
export { type Downloads, downloads } from './downloads.js';
export { DOWNLOAD_REFUSALS, exportRoutes } from './routes.js';
/** A completed transcript as SubRip or WebVTT text (the OpenAI-compatible API answers with them). */
export { subtitlesOf } from './subtitles.js';
