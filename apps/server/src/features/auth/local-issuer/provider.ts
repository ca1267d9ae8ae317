import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { negotiateLanguage } from '../../../i18n/index.js';
import { issuerErrorPage } from './account-chooser.js';
import { createMemoryAdapterFactory } from './memory-adapter.js';

export interface LocalIssuerOptions {
  issuer: string;
  mountPath: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieKey: string;
}

/** Accounts are whatever was typed in the chooser: the email is the subject, the name is remembered. */
export type LocalAccounts = Map<string, { name: string }>;

/**
 * Our own client is first-party, so consent is implied: the grant is made on the spot instead of
 * showing a consent screen (the pattern oidc-provider documents for skipping consent).
 */
async function implicitGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  const existing = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
  if (existing) return provider.Grant.find(existing);
  const grant = new provider.Grant({ clientId: client!.clientId, accountId: session!.accountId! });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * Shows the account chooser on every sign-in, even when the issuer remembers the last choice, so that
 * signing out of Whispy and in again is how one switches between local accounts.
 */
function chooseEveryTime() {
  const policy = interactionPolicy.base();
  const choose = new interactionPolicy.Check(
    'account_chooser',
    'the local issuer asks for the account each time',
    'login_required',
    (ctx) =>
      ctx.oidc.result?.login
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT,
  );
  policy.get('login')!.checks.add(choose);
  return policy;
}

/** Builds the bundled OpenID issuer used when Google sign-in is not configured. */
export async function createLocalProvider(options: LocalIssuerOptions, accounts: LocalAccounts) {
  // A fresh signing key per process: ID tokens of this issuer are checked within seconds of issue.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const provider = new Provider(options.issuer, {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [options.cookieKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put email and name in the ID token, as Google does, so the sign-in path reads one place.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Only long enough to finish one sign-in; our own session takes over after the callback.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: {
      policy: chooseEveryTime(),
      url: (_ctx, interaction) => `${options.mountPath}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: implicitGrant,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: true, name: account.name }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = issuerErrorPage(negotiateLanguage(ctx.get('accept-language')), {
        title: 'issuer.error_title',
        detail: 'issuer.error_detail',
        technical: String(out.error_description ?? out.error),
      });
    },
  });
  return provider;
}
