/** Media from a link (ADR 034): a transcription whose file the server fetches through the outbound guard. */

/** Fastify plugin: runs link imports in each server process, next to upload validation. */
export { linkImportsPlugin } from './plugin.js';
/** The API route (`transcriptions/from-link`). */
export { linkImportRoutes } from './routes.js';
