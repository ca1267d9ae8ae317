import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { users, workspaces } from '../db/schema.js';
import { verifyCsrf } from './csrf.js';
import { termsRequired, unauthenticated } from './http-error.js';
import { sessionUser } from './session.js';

/**
 * Who may call a route. Routes default to 'member' (signed in, current terms accepted) so that a route
 * which forgets to say is closed rather than open.
 * - public: anyone (identity answers null when signed out)
 * - signed-in: any signed-in user, terms not needed (tos itself)
 * - webhook: a server of a third party that signs its request body (Stripe); the route itself verifies
 *   that signature, so no session is read and no CSRF token is asked for (it carries neither)
 */
export type Access = 'public' | 'signed-in' | 'member' | 'webhook';

/**
 * What every route knows of its caller: the user with their workspace, whether they accepted the current
 * terms version, whether the workspace is subscribed and the user's linked Telegram chat. The identity
 * feature finds it; this layer only names its shape, so it never imports a feature.
 */
export interface Caller {
  user: typeof users.$inferSelect;
  workspace: typeof workspaces.$inferSelect;
  termsAccepted: boolean;
  hasSubscription: boolean;
  telegram: { username: string | null } | null;
}

/** How the guard learns who is calling; the composition root passes the features that know. */
export interface CallerResolver {
  /** The signed-in user as a caller, or null when the user is gone. */
  callerOf(userId: string): Promise<Caller | null>;
  /** The user a personal access token acts for, or null for an unknown, revoked or expired token. */
  userOfToken(token: string): Promise<string | null>;
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
    let userId: string | null;
    if (token === undefined) {
      verifyCsrf(request, config);
      userId = await sessionUser(scope.db, config, request);
    } else {
      // A bad token is refused outright rather than treated as anonymous, so clients learn it is bad.
      userId = await callers.userOfToken(token);
      if (!userId) throw unauthenticated();
    }
    request.member = userId ? await callers.callerOf(userId) : null;
    if (access === 'public') return;
    if (!request.member) throw unauthenticated();
    if (access === 'member' && !request.member.termsAccepted) throw termsRequired();
  });
}

/** The caller of a route whose access is not 'public' (the guard has already refused anonymous calls). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** The caller as the ids features scope their work by: who acts, in which workspace. */
export function callerIdsOf(request: FastifyRequest): { userId: string; workspaceId: string } {
  const { user, workspace } = callerOf(request);
  return { userId: user.id, workspaceId: workspace.id };
}
