/** /invitations/:token: see who invites to which workspace, and join. */
export { InvitationPage } from './invitation-page';
/** /settings/members: members with roles, and invitations for owners and admins. */
export { MembersPage } from './members-page';
/** /resource/workspace: create a workspace (the spec's workspace requirement leads here). */
export { WorkspaceCreatePage } from './workspace-create-page';
/** The top bar's switcher between the user's workspaces. */
export { WorkspaceSwitcher } from './workspace-switcher';
/** The user's workspaces, for choices such as where a personal access token acts. */
export { useWorkspaces } from './workspaces-query';
