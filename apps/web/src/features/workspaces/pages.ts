/** The workspace pages: a chunk of their own, loaded when a route first shows one. */
export { InvitationPage } from './invitation-page';
export { MembersPage } from './members-page';
export { WorkspaceCreatePage } from './workspace-create-page';
