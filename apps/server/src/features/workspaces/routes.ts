import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { Refusal } from '../../domain/refusal.js';
import { callerOf, memberOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { switchSessionWorkspace } from '../../http/session.js';
import { smtpMailer } from '../../mail/index.js';
import { currentIdentity } from '../identity/index.js';
import { emailInvitation } from './invitation-email.js';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.js';
import { changeRole, type DisconnectLive, listMembers, removeMember, transferOwnership } from './members.js';
import { createWorkspace, listWorkspaces, requireRole } from './service.js';

const tags = ['workspaces'];
const foreign = "Not one of the caller's workspaces";
const managersOnly = 'The caller is a member, not an owner or admin';

/**
 * Workspaces with members (ADR 021): listing, creating and switching the caller's workspaces, their members
 * and invitations. Every `workspace/{id}` route checks membership in SQL on each request, so a workspace
 * the caller does not belong to (any more) answers 404.
 */
export const workspaceRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { db } = app;
  // Invitations limited to one address are emailed their link when the server has a relay.
  const mailer = config.mail && smtpMailer(config.mail);

  /** Moves this browser's session to the workspace and answers the identity there. */
  async function switchTo(request: FastifyRequest, workspaceId: string) {
    const { user } = callerOf(request);
    if (!(await switchSessionWorkspace(db, config, request, workspaceId)))
      throw new Refusal('not_allowed', 'workspace.switch_needs_session');
    return currentIdentity(db, config, user.id, workspaceId);
  }

  const disconnectLive: DisconnectLive = (workspaceId, userId) =>
    app.realtime.disconnect(contract.workspaceChannel(workspaceId), userId);

  const action = (request: FastifyRequest<{ Params: { id: string; userId: string } }>) => ({
    actorId: memberOf(request).user.id,
    workspaceId: request.params.id,
    targetId: request.params.userId,
  });

  serve(app, contract.listWorkspaces, {
    tags,
    summary: "The caller's workspaces with their role in each; `current` is the one this session works in",
    config: { access: 'signed-in' },
    handler: async (request) => {
      const { user, workspace } = callerOf(request);
      return { result: await listWorkspaces(db, user.id, workspace?.id ?? null) };
    },
  });

  serve(app, contract.createWorkspace, {
    tags,
    summary: 'Create a workspace owned by the caller and switch this session to it',
    description: `A person may own at most ${contract.WORKSPACE_LIMITS.createdPerUser} workspaces.`,
    // Open to a user who belongs to no workspace: it is how the workspace requirement is met.
    config: { access: 'signed-in' },
    refusals: { 409: 'The caller owns as many workspaces as one may' },
    handler: async (request) => {
      const id = await createWorkspace(db, callerOf(request).user.id, request.body.name);
      const result = request.headers.authorization
        ? await currentIdentity(db, config, callerOf(request).user.id, id)
        : await switchTo(request, id);
      return {
        result,
        message: request.t({ id: 'workspace.created', params: { name: request.body.name } }),
      };
    },
  });

  serve(app, contract.switchWorkspace, {
    tags,
    summary:
      "Work in another of the caller's workspaces in this browser (other sessions stay where they are)",
    config: { access: 'signed-in' },
    refusals: { 403: 'Called with a personal access token, which acts in one workspace', 404: foreign },
    handler: async (request) => {
      const workspaceId = request.body.workspace_id;
      await requireRole(db, workspaceId, callerOf(request).user.id);
      const result = await switchTo(request, workspaceId);
      return {
        result,
        message: request.t({ id: 'workspace.switched', params: { name: result.workspace?.name ?? '' } }),
      };
    },
  });

  serve(app, contract.listMembers, {
    tags,
    summary: "The workspace's members with their roles",
    refusals: { 404: foreign },
    handler: async (request) => ({
      result: await listMembers(db, request.params.id, memberOf(request).user.id),
    }),
  });

  serve(app, contract.changeMemberRole, {
    tags,
    summary: "Change a member's role (owners and admins; only owners grant or take ownership)",
    refusals: {
      403: `${managersOnly}, or an admin acting on an owner`,
      404: `${foreign}, or no such member`,
      409: 'The last owner cannot be demoted: transfer ownership first',
    },
    handler: async (request) => ({
      result: await changeRole(db, action(request), request.body.role),
      message: request.t('members.role_changed'),
    }),
  });

  serve(app, contract.removeMember, {
    tags,
    summary: "Remove a member (owners and admins), or leave with the caller's own id",
    answered: 'Removed',
    refusals: {
      403: `${managersOnly}, or an admin removing an owner`,
      404: `${foreign}, or no such member`,
      409: 'The last owner cannot leave: transfer ownership first',
    },
    handler: async (request) => {
      await removeMember(db, disconnectLive, action(request));
    },
  });

  serve(app, contract.transferOwnership, {
    tags,
    summary: 'Make another member owner; the calling owner becomes an admin',
    refusals: { 403: 'The caller is not an owner', 404: `${foreign}, or no such member` },
    handler: async (request) => ({
      result: await transferOwnership(db, {
        actorId: memberOf(request).user.id,
        workspaceId: request.params.id,
        targetId: request.body.user_id,
      }),
      message: request.t('members.transferred'),
    }),
  });

  serve(app, contract.createInvitation, {
    tags,
    summary: 'Create an invitation link (single or multi use, with an expiry, optionally for one email)',
    description: 'The token is in this answer only; the server keeps its hash.',
    refusals: {
      403: managersOnly,
      404: foreign,
      409: 'The workspace has as many open invitations as it may',
    },
    handler: async (request) => {
      const created = await createInvitation(
        db,
        { actorId: memberOf(request).user.id, workspaceId: request.params.id, publicUrl: config.publicUrl },
        request.body,
      );
      const emailed = await emailInvitation({ db, mailer, log: request.log }, created, request.language);
      return { result: created, ...(emailed && { message: request.t(emailed) }) };
    },
  });

  serve(app, contract.listInvitations, {
    tags,
    summary: "The workspace's invitations, newest first, with their state (never their tokens)",
    refusals: { 403: managersOnly, 404: foreign },
    handler: async (request) => ({
      result: await listInvitations(db, request.params.id, memberOf(request).user.id),
    }),
  });

  serve(app, contract.revokeInvitation, {
    tags,
    summary: 'Revoke an invitation: its link stops working',
    answered: 'Revoked',
    refusals: { 403: managersOnly, 404: `${foreign}, or no such invitation` },
    handler: async (request) => {
      await revokeInvitation(db, request.params.id, memberOf(request).user.id, request.params.invitationId);
    },
  });

  const invitee = (request: FastifyRequest) => {
    const { user } = callerOf(request);
    return { userId: user.id, email: user.email };
  };
  const invitationRefusals = {
    403: 'The invitation is for another email address',
    404: 'No such invitation',
    409: 'The invitation has expired, was revoked or was used',
  };

  serve(app, contract.getInvitation, {
    tags,
    summary: 'What an invitation link offers: the workspace, who invited and the role',
    // Signed in, terms or workspace not needed: a user without a workspace may be joining one.
    config: { access: 'signed-in' },
    refusals: invitationRefusals,
    handler: async (request) => ({
      result: await previewInvitation(db, request.params.token, invitee(request)),
    }),
  });

  serve(app, contract.acceptInvitation, {
    tags,
    summary: 'Join the workspace of an invitation and switch this session to it',
    config: { access: 'signed-in' },
    refusals: invitationRefusals,
    handler: async (request) => {
      const joined = await acceptInvitation(db, request.params.token, invitee(request));
      const result = request.headers.authorization
        ? await currentIdentity(db, config, invitee(request).userId, joined.id)
        : await switchTo(request, joined.id);
      return { result, message: request.t({ id: 'invitations.joined', params: { name: joined.name } }) };
    },
  });
};
