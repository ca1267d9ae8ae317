import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { hmac } from '../../http/secrets.js';
import type { LocalIssuerRouteOptions } from './local-issuer/routes.js';
import { isLoopbackHost } from './loopback.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';

const LOCAL_MOUNT = '/oidc';

/**
 * The issuer name accounts of the bundled local issuer are bound under. A fixed name rather than its
 * URL, which changes with PUBLIC_URL's port: the binding says "anyone on this machine", and a real
 * issuer may take such an account over (ADR 011).
 */
export const LOCAL_ACCOUNT_ISSUER = 'local';

export interface SignInSetup {
  /** null: no issuer may be used here, and signing in is refused with a message saying why. */
  oidc: OidcClient | null;
  localIssuer: LocalIssuerRouteOptions | null;
}

/** Whether this server is reachable only from this machine, judged on the configuration. */
const loopbackOnly = (config: Config) =>
  isLoopbackHost(config.host) && isLoopbackHost(new URL(config.publicUrl).hostname);

/**
 * Chooses the issuer: Google when its client is configured, otherwise the bundled local issuer served
 * by this server, which lets anyone who reaches it sign in as anyone. So it is served only when HOST
 * and PUBLIC_URL are loopback, or when UNSAFE_LOCAL_SIGN_IN says otherwise, loudly. Either issuer goes
 * through the same OpenID client. What was chosen, and why not, is logged at start-up.
 */
export function signInSetup(config: Config, log: FastifyBaseLogger): SignInSetup {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  if (config.google) {
    const { clientId, clientSecret, issuer } = config.google;
    const issuerUrl = new URL(issuer);
    const oidc = createOidcClient({
      issuer: issuerUrl,
      clientId,
      clientSecret,
      redirectUri,
      // Only a test stand-in for Google on this machine may speak plain HTTP.
      allowHttp: issuerUrl.protocol === 'http:' && isLoopbackHost(issuerUrl.hostname),
    });
    return { oidc, localIssuer: null };
  }
  if (!loopbackOnly(config) && !config.unsafeLocalSignIn) {
    log.error(
      `Signing in is off. Google sign-in is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET), and the ` +
        `bundled local sign-in, which lets anyone sign in as anyone, runs only when HOST and PUBLIC_URL are ` +
        `loopback (HOST=${config.host}, PUBLIC_URL=${config.publicUrl}). Configure Google sign-in, or use ` +
        'HOST=localhost and a localhost PUBLIC_URL.',
    );
    return { oidc: null, localIssuer: null };
  }
  if (config.unsafeLocalSignIn) {
    log.warn(
      `UNSAFE_LOCAL_SIGN_IN is on: anyone who reaches ${config.publicUrl}${LOCAL_MOUNT} can sign in as any ` +
        'user, without a password. Use it only for development on a network you control.',
    );
  }
  const localIssuer: LocalIssuerRouteOptions = {
    issuer: `${config.publicUrl}${LOCAL_MOUNT}`,
    mountPath: LOCAL_MOUNT,
    clientId: 'whispy-local',
    // Derived rather than stored: stable across restarts, different on every install.
    clientSecret: hmac(config.sessionSecret, 'local-issuer-client'),
    cookieKey: hmac(config.sessionSecret, 'local-issuer-cookies'),
    redirectUri,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    clients: { publicHost: new URL(config.publicUrl).host, anyClient: config.unsafeLocalSignIn },
    publicUrl: config.publicUrl,
  };
  const oidc = createOidcClient({
    issuer: new URL(localIssuer.issuer),
    clientId: localIssuer.clientId,
    clientSecret: localIssuer.clientSecret,
    redirectUri,
    allowHttp: true,
    accountIssuer: LOCAL_ACCOUNT_ISSUER,
  });
  return { oidc, localIssuer };
}
