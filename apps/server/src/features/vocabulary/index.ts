/** The API routes (`workspace/{id}/glossary`). */
export { vocabularyRoutes } from './routes.js';
/** The glossary's words, for an upload that names none of its own. */
export { glossaryEntries } from './service.js';
