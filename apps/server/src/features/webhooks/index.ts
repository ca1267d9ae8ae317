/** Fastify plugin: delivers webhooks in a server process (`npm run worker` calls `deliverWebhooks`). */

/** The notice channel of webhooks, and which workspaces it owes notices to (those with endpoints). */
export { WEBHOOK_LISTENING, WEBHOOK_NOTICES } from './events.js';
export { deliverWebhooks, webhooksPlugin } from './plugin.js';
/** The API routes (`workspace/{id}/webhooks`). */
export { webhookRoutes } from './routes.js';
