import { z } from 'zod';
import { ZIdentity } from './identity.js';
import { noContent, route, ZIdParams } from './route.js';

/** What a member may do (ADR 021): members work on transcriptions; admins and owners also manage. */
export const ZWorkspaceRole = z.enum(['owner', 'admin', 'member']);
export type TWorkspaceRole = z.infer<typeof ZWorkspaceRole>;

/** The roles an invitation may grant: ownership is only ever transferred. */
export const ZInvitedRole = z.enum(['admin', 'member']);

/** Bounds of workspaces and invitations (ADR 021). */
export const WORKSPACE_LIMITS = {
  name: 120,
  /** Workspaces one person may create: far more than a team needs, few enough to stop a script. */
  createdPerUser: 20,
  /** Invitations a workspace may hold open at once. */
  openInvitations: 100,
  /** The longest an invitation may stay valid. */
  invitationDays: 30,
} as const;

export const ZWorkspaceName = z.string().trim().min(1).max(WORKSPACE_LIMITS.name);

/** One of the caller's workspaces. */
export const ZWorkspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  role: ZWorkspaceRole,
  /** The one this session works in. */
  current: z.boolean(),
});
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;

export const ZCreateWorkspace = z.object({ name: ZWorkspaceName }).strict();
export type TCreateWorkspace = z.infer<typeof ZCreateWorkspace>;

export const ZSwitchWorkspace = z.object({ workspace_id: z.string().min(1).max(64) }).strict();

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZWorkspaceMember = z.object({
  user: ZPerson.extend({ email: z.string(), avatar: z.string().nullable() }),
  role: ZWorkspaceRole,
  joined_at: z.iso.datetime(),
});
export type TWorkspaceMember = z.infer<typeof ZWorkspaceMember>;

/** `workspace/{id}/members/{userId}`. */
export const ZMemberParams = ZIdParams.extend({ userId: z.string().min(1).max(64) });

export const ZChangeRole = z.object({ role: ZWorkspaceRole }).strict();
export const ZTransferOwnership = z.object({ user_id: z.string().min(1).max(64) }).strict();

export const ZCreateInvitation = z
  .object({
    role: ZInvitedRole.default('member'),
    multi_use: z.boolean().default(false),
    expires_in_days: z.number().int().min(1).max(WORKSPACE_LIMITS.invitationDays).default(7),
    /** When set, only the user signed in with this address may accept. */
    email: z.email().max(254).toLowerCase().nullable().default(null),
  })
  .strict();
export type TCreateInvitation = z.infer<typeof ZCreateInvitation>;

export const ZInvitationState = z.enum(['open', 'expired', 'revoked', 'used']);

export const ZInvitation = z.object({
  id: z.string(),
  role: ZInvitedRole,
  multi_use: z.boolean(),
  email: z.string().nullable(),
  uses: z.number().int(),
  state: ZInvitationState,
  invited_by: ZPerson.nullable(),
  expires_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** The secret link is in this answer only; the server keeps its hash. */
export const ZCreatedInvitation = z.object({ url: z.string(), token: z.string(), invitation: ZInvitation });
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;

/** What the accept page shows before joining. */
export const ZInvitationPreview = z.object({
  workspace: z.object({ id: z.string(), name: z.string() }),
  invited_by: ZPerson.nullable(),
  role: ZInvitedRole,
  /** Whether the caller already belongs to the workspace. */
  member: z.boolean(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZInvitationParams = z.object({ token: z.string().min(1).max(128) });
const ZInvitationIdParams = ZIdParams.extend({ invitationId: z.string().min(1).max(64) });

export const listWorkspaces = route({
  method: 'GET',
  path: '/workspaces',
  answer: z.array(ZWorkspaceSummary),
});

/** Creates a workspace owned by the caller and switches this session to it. */
export const createWorkspace = route({
  method: 'POST',
  path: '/workspaces',
  body: ZCreateWorkspace,
  answer: ZIdentity,
  status: 201,
});

export const switchWorkspace = route({
  method: 'POST',
  path: '/workspace/switch',
  body: ZSwitchWorkspace,
  answer: ZIdentity,
});

export const listMembers = route({
  method: 'GET',
  path: '/workspace/:id/members',
  params: ZIdParams,
  answer: z.array(ZWorkspaceMember),
});

export const changeMemberRole = route({
  method: 'PATCH',
  path: '/workspace/:id/members/:userId',
  params: ZMemberParams,
  body: ZChangeRole,
  answer: ZWorkspaceMember,
});

/** Removes a member; the caller's own id is leaving. */
export const removeMember = route({
  method: 'DELETE',
  path: '/workspace/:id/members/:userId',
  params: ZMemberParams,
  answer: noContent(),
});

/** The caller (an owner) makes another member owner and becomes an admin. */
export const transferOwnership = route({
  method: 'POST',
  path: '/workspace/:id/transfer',
  params: ZIdParams,
  body: ZTransferOwnership,
  answer: z.array(ZWorkspaceMember),
});

export const createInvitation = route({
  method: 'POST',
  path: '/workspace/:id/invitations',
  params: ZIdParams,
  body: ZCreateInvitation,
  answer: ZCreatedInvitation,
  status: 201,
});

export const listInvitations = route({
  method: 'GET',
  path: '/workspace/:id/invitations',
  params: ZIdParams,
  answer: z.array(ZInvitation),
});

export const revokeInvitation = route({
  method: 'DELETE',
  path: '/workspace/:id/invitations/:invitationId',
  params: ZInvitationIdParams,
  answer: noContent(),
});

export const getInvitation = route({
  method: 'GET',
  path: '/invitations/:token',
  params: ZInvitationParams,
  answer: ZInvitationPreview,
});

/** Joins the workspace and switches this session to it. */
export const acceptInvitation = route({
  method: 'POST',
  path: '/invitations/:token/accept',
  params: ZInvitationParams,
  answer: ZIdentity,
});
