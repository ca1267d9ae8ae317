/** Media from a link (ADR 034): a transcription whose file the server fetches through the outbound guard. */

/** Runs link imports from the queue: `npm run worker`'s; close after the queue. */
/** Fastify plugin: runs link imports in each server process, next to upload validation. */
export { importLinks, linkImportsPlugin } from './plugin.js';
/** The API route (`transcriptions/from-link`). */
export { linkImportRoutes } from './routes.js';
