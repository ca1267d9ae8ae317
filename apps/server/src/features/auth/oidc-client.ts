import * as client from 'openid-client';

export interface OidcClientOptions {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The bundled local issuer speaks plain HTTP on loopback; Google never does. */
  allowHttp: boolean;
  /** The name accounts of this issuer are bound under; by default the ID token's `iss`. */
  accountIssuer?: string;
}

/** Who signed in, as the issuer names them: how a Whispy user is found (ADR 011). */
export interface IssuerAccount {
  issuer: string;
  subject: string;
}

/** What the browser's sign-in attempt must bring back to the callback, kept in a signed cookie. */
export interface SignInChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * One sign-in code path for any OpenID issuer: authorization code with PKCE, state and nonce.
 * Discovery runs on first use, because the local issuer is served by this very server and answers only
 * once it listens; a failed discovery is retried on the next attempt.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        options.issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(): Promise<{ url: string; checks: SignInChecks }> {
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /** Exchanges the code and returns the verified ID token's account and claims; throws on any failed check. */
    async exchange(callbackUrl: URL, checks: SignInChecks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const account: IssuerAccount = { issuer: options.accountIssuer ?? claims.iss, subject: claims.sub };
      return { account, claims };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
