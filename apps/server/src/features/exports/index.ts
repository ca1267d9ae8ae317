/** The download routes (`transcriptions/:id/download`, `public_transcriptions/:id/download`) and their refusals. */

/** Sends a transcript as a file in any export format, whoever found its row (one per server). */
export { type Downloads, downloads } from './downloads.js';
export { DOWNLOAD_REFUSALS, exportRoutes } from './routes.js';
