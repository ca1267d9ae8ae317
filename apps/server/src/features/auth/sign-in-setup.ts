import type { Config } from '../../config.js';
import { hmac } from '../../http/secrets.js';
import type { LocalIssuerOptions } from './local-issuer/provider.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';

const LOCAL_MOUNT = '/oidc';
const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Chooses the issuer: Google when its client is configured, otherwise the bundled local issuer served
 * by this server. Either way sign-in goes through the same OpenID client.
 */
export function signInSetup(config: Config): { oidc: OidcClient; localIssuer: LocalIssuerOptions | null } {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  if (config.google) {
    const oidc = createOidcClient({
      issuer: new URL(GOOGLE_ISSUER),
      redirectUri,
      allowHttp: false,
      ...config.google,
    });
    return { oidc, localIssuer: null };
  }
  const localIssuer: LocalIssuerOptions = {
    issuer: `${config.publicUrl}${LOCAL_MOUNT}`,
    mountPath: LOCAL_MOUNT,
    clientId: 'whispy-local',
    // Derived rather than stored: stable across restarts, different on every install.
    clientSecret: hmac(config.sessionSecret, 'local-issuer-client'),
    cookieKey: hmac(config.sessionSecret, 'local-issuer-cookies'),
    redirectUri,
  };
  const oidc = createOidcClient({
    issuer: new URL(localIssuer.issuer),
    clientId: localIssuer.clientId,
    clientSecret: localIssuer.clientSecret,
    redirectUri,
    allowHttp: true,
  });
  return { oidc, localIssuer };
}
