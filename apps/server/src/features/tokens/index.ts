export { tokenRoutes } from './routes.js';
export { authenticateAccessToken, createAccessToken } from './service.js';
