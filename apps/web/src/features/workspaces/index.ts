/**
 * The workspace pages (/invitations/:token, /settings/members, /resource/workspace), loaded when a route
 * first needs one, so that the top bar's switcher does not bring them into the first load.
 */
export const loadWorkspacePages = () => import('./pages');
/** The top bar's switcher between the user's workspaces. */
export { WorkspaceSwitcher } from './workspace-switcher';
/** The user's workspaces, for choices such as where a personal access token acts. */
export { useWorkspaces } from './workspaces-query';
