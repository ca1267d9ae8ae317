/** The media routes (`…/:id/media` with ranges, `…/:id/peaks`), own and public. */
export { mediaRoutes } from './routes.js';
