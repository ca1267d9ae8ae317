import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { findMember, type MemberRow } from '../features/identity/index.js';
import { authenticateAccessToken } from '../features/tokens/index.js';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, resolved once per API request from the bearer token or the session cookie. */
    member: MemberRow | null;
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
export function addAccessGuard(scope: FastifyInstance, config: Config) {
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
      userId = (await authenticateAccessToken(scope.db, token))?.userId ?? null;
      if (!userId) throw unauthenticated();
    }
    request.member = userId ? await findMember(scope.db, userId, config.terms.version) : null;
    if (access === 'public') return;
    if (!request.member) throw unauthenticated();
    if (access === 'member' && !request.member.termsAccepted) throw termsRequired();
  });
}

/** The caller of a route whose access is not 'public' (the guard has already refused anonymous calls). */
export function callerOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** The caller as the ids features scope their work by: who acts, in which workspace. */
export function callerIdsOf(request: FastifyRequest): { userId: string; workspaceId: string } {
  const { user, workspace } = callerOf(request);
  return { userId: user.id, workspaceId: workspace.id };
}
