export { publicConfigRoutes } from './routes.js';
