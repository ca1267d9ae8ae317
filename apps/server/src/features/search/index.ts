/** The API route `search`, over names and transcript text (ADR 029). */
export { searchRoutes } from './routes.js';
