export { feedbackRoutes } from './routes.js';
/** The newest feedback as text for the operator (`npm run cli -- feedback list`). */
export { feedbackReport } from './service.js';
