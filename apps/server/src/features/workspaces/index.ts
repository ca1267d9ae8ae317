/** The API routes (`workspaces`, `workspace/{id}/members`, `workspace/{id}/invitations`, `invitations/{token}`). */
export { workspaceRoutes } from './routes.js';
/** The workspace a personal access token is made for: one the caller belongs to, or their current one. */
/** The caller's role in the workspace; a workspace they do not belong to is refused as not found. */
export { chosenWorkspace, requireRole } from './service.js';
