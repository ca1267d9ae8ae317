/** Media from a link (ADR 034): a transcription whose file the server fetches through the outbound guard. */

/**
 * Link imports from the queue: `linkImportsPlugin` runs them in each server process, next to upload
 * validation, and `importLinks` in `npm run worker` (close it after the queue).
 */
export { importLinks, linkImportsPlugin } from './plugin.js';
/** The API route (`transcriptions/from-link`). */
export { linkImportRoutes } from './routes.js';
