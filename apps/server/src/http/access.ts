import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { users, workspaceMembers, workspaces } from '../db/schema.js';
import { verifyCsrf } from './csrf.js';
import { termsRequired, unauthenticated, workspaceRequired } from './http-error.js';
import { type SessionCallerLookup, sessionCaller } from './session.js';

/**
 * Who may call a route. Routes default to 'member' (signed in, current terms accepted) so that a route
 * which forgets to say is closed rather than open.
 * - public: anyone (identity answers null when signed out)
 * - signed-in: any signed-in user, terms not needed (tos itself)
 * - webhook: a server of a third party that signs its request body (Stripe); the route itself verifies
 *   that signature, so no session is read and no CSRF token is asked for (it carries neither)
 */
export type Access = 'public' | 'signed-in' | 'member' | 'webhook';

export type WorkspaceRole = (typeof workspaceMembers.$inferSelect)['role'];

/** The workspace with its longest-standing owner (ADR 021). */
export type CallerWorkspace = typeof workspaces.$inferSelect & {
  ownerId: string | null;
  ownerEmail: string | null;
};

/**
 * What every route knows of its caller: the user with the workspace they work in and their role there
 * (both null when they belong to none), whether they accepted the current terms version, whether the
 * workspace is subscribed and the user's linked Telegram chat. The identity feature finds it; this layer
 * only names its shape, so it never imports a feature.
 */
export interface Caller {
  user: typeof users.$inferSelect;
  workspace: CallerWorkspace | null;
  role: WorkspaceRole | null;
  termsAccepted: boolean;
  hasSubscription: boolean;
  telegram: { username: string | null } | null;
}

/** A caller working in a workspace: what every route of access 'member' is given. */
export type Member = Caller & { workspace: NonNullable<Caller['workspace']>; role: WorkspaceRole };

/** Where a request acts: the user, and the workspace its session or token is in (null: none chosen). */
export interface Acting {
  userId: string;
  workspaceId: string | null;
}

/** How the guard learns who is calling; the composition root passes the features that know. */
export interface CallerResolver {
  /**
   * The user as a caller in the workspace, membership read afresh on every request. `fallBack`: when
   * they do not belong to it (or none is named), their earliest workspace instead of none.
   */
  callerOf(acting: Acting, fallBack: boolean): Promise<Caller | null>;
  /**
   * The caller behind a live session (by the hash of its cookie) in the session's workspace, else their
   * earliest, read in one statement with the session itself; membership is read afresh here too.
   */
  callerOfSession: SessionCallerLookup;
  /** Who a personal access token acts for and where, or null for an unknown or revoked token. */
  actingOfToken(token: string): Promise<Acting | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, resolved once per API request from the bearer token or the session cookie. */
    member: Caller | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated();
  return token;
}

/**
 * Guards every route of the scope it is added to: CSRF for cookie-borne unsafe requests (bearer tokens
 * cannot be sent by a cross-site page, so they skip it), then authentication, then the route's access.
 */
export function addAccessGuard(scope: FastifyInstance, config: Config, callers: CallerResolver) {
  scope.decorateRequest('member', null);
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'member';
    if (access === 'webhook') return;
    const token = bearerToken(request);
    if (token === undefined) {
      verifyCsrf(request, config);
      request.member = await sessionCaller(scope.db, config, request, callers.callerOfSession);
    } else {
      // A bad token is refused outright rather than treated as anonymous, so clients learn it is bad. A
      // token acts in its one workspace only: once its user leaves it, it is as good as revoked.
      const acting = await callers.actingOfToken(token);
      request.member = acting && (await callers.callerOf(acting, false));
      if (!request.member?.workspace) throw unauthenticated();
    }
    if (access === 'public') return;
    if (!request.member) throw unauthenticated();
    if (access === 'member' && !request.member.termsAccepted) throw termsRequired();
    if (access === 'member' && !request.member.workspace) throw workspaceRequired();
  });
}

/** The caller of a route whose access is not 'public' (the guard has already refused anonymous calls). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** The caller of a route of access 'member', working in their workspace (the guard has made sure). */
export function memberOf(request: FastifyRequest): Member {
  const caller = callerOf(request);
  if (!caller.workspace || !caller.role) throw workspaceRequired();
  return caller as Member;
}

/** The caller as the ids features scope their work by: who acts, in which workspace. */
export function callerIdsOf(request: FastifyRequest): { userId: string; workspaceId: string } {
  const { user, workspace } = memberOf(request);
  return { userId: user.id, workspaceId: workspace.id };
}
