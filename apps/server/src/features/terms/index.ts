export { recordAcceptance } from './repo.js';
export { termsRoutes } from './routes.js';
