/** Fastify plugin: delivers email notices in a server process (`npm run worker` calls `deliverEmailNotices`). */
export { emailNoticesPlugin } from './plugin.js';
/** The API routes (`user/{id}/email-notices`). */
export { emailNoticeRoutes } from './routes.js';
/** Email notices as jobs, and the channel list a process owes notices on. */
export { deliverEmailNotices, EMAIL_NOTICES, emailNoticeChannels } from './sender.js';
