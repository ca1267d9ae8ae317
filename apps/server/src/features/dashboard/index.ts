/** The API route `dashboard`. */
export { dashboardRoutes } from './routes.js';
