/** Spec §2 leaves these paths open; they are resource pages, and /resource/workspace needs no workspace. */
export const workspaceEditPath = (id: string) => `/resource/workspace/${encodeURIComponent(id)}/edit`;
export const userEditPath = (id: string) => `/resource/user/${encodeURIComponent(id)}/edit`;
/** The current workspace's members and invitations. */
export const MEMBERS_PATH = '/settings/members';
/** The current workspace's webhook endpoints (owners and admins). */
export const WEBHOOKS_PATH = '/settings/webhooks';
