/** The download routes (`transcriptions/:id/download`, `public_transcriptions/:id/download`). */
export { exportRoutes } from './routes.js';
