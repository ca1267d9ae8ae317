import { z } from 'zod';
import { ZIdentity } from './identity.js';
import { noContent, redirectAnswer, route } from './route.js';

/** Sets the XSRF-TOKEN cookie that unsafe requests echo in X-XSRF-TOKEN. */
export const issueCsrfToken = route({ method: 'GET', path: '/csrf', answer: noContent() });

/** `redirect` is the issuer's authorization URL. */
export const startSignIn = route({ method: 'GET', path: '/auth/redirect', answer: z.null() });

/** Where the issuer sends the browser back: a redirect to the dashboard, or to the sign-in page with an error. */
export const finishSignIn = route({
  method: 'GET',
  path: '/auth/callback',
  query: z.object({ state: z.string().optional(), error: z.string().optional() }).loose(),
  answer: redirectAnswer(302),
});

/** Needs `X-Requested-With: XMLHttpRequest`, so that a cross-site link cannot sign anyone out. */
export const signOut = route({
  method: 'GET',
  path: '/auth/logout',
  headers: z.object({ 'x-requested-with': z.string().optional() }).loose(),
  answer: z.null(),
});

/** Ends every session of the caller, this one included. */
export const signOutEverywhere = route({ method: 'DELETE', path: '/auth/sessions', answer: z.null() });

/** The signed-in identity, or null. */
export const getIdentity = route({ method: 'GET', path: '/auth/identity', answer: ZIdentity.nullable() });
