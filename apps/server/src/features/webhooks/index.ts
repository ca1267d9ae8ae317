/** Fastify plugin: delivers webhooks in a server process (`npm run worker` calls `deliverWebhooks`). */

/** The notice channel every finished transcription owes, whether or not the workspace has endpoints. */
export { WEBHOOK_NOTICES } from './events.js';
export { deliverWebhooks, webhooksPlugin } from './plugin.js';
/** The API routes (`workspace/{id}/webhooks`). */
export { webhookRoutes } from './routes.js';
