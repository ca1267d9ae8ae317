import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { issueCsrfCookie } from '../../http/csrf.js';
import { HttpError } from '../../http/http-error.js';
import { signInRateLimit } from '../../http/rate-limit.js';
import { tooManyRequests } from '../../http/responses.js';
import { safeEqual } from '../../http/secrets.js';
import { serve } from '../../http/serve.js';
import { endEverySession, endSession, rotateSession } from '../../http/session.js';
import { toIdentity } from '../identity/index.js';
import type { OidcClient, SignInChecks } from './oidc-client.js';
import { type SignInError, SignInRefused, signIn } from './service.js';

const CHECKS_COOKIE = 'whispy_sign_in';
const CALLBACK_PATH = '/api/auth/callback';
const tags = ['auth'];

const ZSignInChecks = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

function readChecks(request: FastifyRequest): SignInChecks | null {
  const cookie = request.cookies[CHECKS_COOKIE];
  const unsigned = cookie ? request.unsignCookie(cookie) : null;
  if (!unsigned?.valid || !unsigned.value) return null;
  try {
    return ZSignInChecks.parse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
  } catch {
    return null;
  }
}

/** Signing in and out; `oidc` is null when no issuer may be used here (see sign-in-setup.ts). */
export const authRoutes: FastifyPluginAsync<{ config: Config; oidc: OidcClient | null }> = async (
  app,
  { config, oidc },
) => {
  const checksCookie = {
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  } as const;
  const refuse = (code: SignInError) => `/auth/login?error=${code}`;
  const rateLimit = signInRateLimit(config.authRateLimitPerMinute);

  serve(app, contract.issueCsrfToken, {
    config: { access: 'public' },
    tags,
    summary: 'Set the XSRF-TOKEN cookie to echo in X-XSRF-TOKEN',
    answered: 'The cookie is set',
    handler: async (_request, reply) => {
      issueCsrfCookie(reply, config);
    },
  });

  serve(app, contract.startSignIn, {
    config: { access: 'public', rateLimit },
    tags,
    summary: 'Start signing in; redirect is the issuer authorization URL',
    refusals: {
      429: tooManyRequests,
      503: 'No sign-in is set up on this server (the start-up log says why)',
    },
    handler: async (_request, reply) => {
      if (!oidc) throw new HttpError(503, 'auth.sign_in_unavailable');
      const { url, checks } = await oidc.authorizationUrl();
      // Lax, so the cookie comes back on the issuer's top-level redirect to the callback.
      reply.setCookie(CHECKS_COOKIE, Buffer.from(JSON.stringify(checks)).toString('base64url'), {
        ...checksCookie,
        signed: true,
        maxAge: 600,
      });
      return { result: null, redirect: url };
    },
  });

  serve(app, contract.finishSignIn, {
    config: { access: 'public', rateLimit },
    tags,
    summary: 'OpenID callback: 302 to /dashboard, or to /auth/login?error=<code> when refused',
    answered: 'To /dashboard once signed in, else to /auth/login?error=<code>',
    refusals: { 429: tooManyRequests },
    handler: async (request, reply) => {
      const checks = readChecks(request);
      // Single use: whatever happens next, this attempt's checks are spent.
      reply.clearCookie(CHECKS_COOKIE, checksCookie);
      if (!checks || !request.query.state || !safeEqual(request.query.state, checks.state)) {
        return refuse('invalid_state');
      }
      if (request.query.error) return refuse('access_denied');
      if (!oidc) return refuse('sign_in_unavailable');
      try {
        const { account, claims } = await oidc.exchange(new URL(request.url, config.publicUrl), checks);
        const userId = await signIn(app.db, account, claims, request.language);
        await rotateSession(app.db, config, request, reply, userId);
      } catch (error) {
        if (error instanceof SignInRefused) return refuse(error.code);
        request.log.warn({ err: error }, 'sign-in failed');
        return refuse('sign_in_failed');
      }
      return '/dashboard';
    },
  });

  serve(app, contract.signOut, {
    config: { access: 'public' },
    tags,
    summary: 'Sign out (needs X-Requested-With: XMLHttpRequest, so a cross-site link cannot)',
    refusals: { 400: 'Refused: the X-Requested-With: XMLHttpRequest header is missing' },
    handler: async (request, reply) => {
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw new HttpError(400, 'auth.sign_out_header_required');
      }
      await endSession(app.db, config, request, reply);
      return { result: null, redirect: '/auth/login' };
    },
  });

  serve(app, contract.signOutEverywhere, {
    config: { access: 'signed-in' },
    tags,
    summary:
      'Sign out everywhere: end every session of the caller, this one included (personal access tokens stay; they are revoked one by one)',
    handler: async (request, reply) => {
      const { user } = callerOf(request);
      const ended = await endEverySession(app.db, config, reply, user.id);
      request.log.info({ userId: user.id, ended }, 'signed out everywhere');
      return { result: null, message: request.t('auth.signed_out_everywhere'), redirect: '/auth/login' };
    },
  });

  serve(app, contract.getIdentity, {
    config: { access: 'public' },
    tags,
    summary: 'The signed-in identity, or null',
    handler: async (request) => ({ result: request.member ? toIdentity(request.member, config) : null }),
  });
};
