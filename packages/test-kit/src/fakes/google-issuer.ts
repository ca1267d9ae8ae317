import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Google's OpenID Connect issuer, as far as Whispy's sign-in uses it, for tests that cannot reach Google:
 * discovery, the authorization endpoint (which approves at once, as the account the test chose), the
 * token endpoint (client secret, redirect URI, single-use code and PKCE checked) and the signing keys.
 * ID tokens are RS256 JWTs with Google's claims: sub, email, email_verified, name, picture.
 */

/** The Google account the next authorizations approve as. */
export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface FakeGoogle {
  /** GOOGLE_ISSUER for the server under test. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** From now on, authorizations are approved as `account` (null: the person declines). */
  signInAs(account: GoogleAccount | null): void;
  close(): Promise<void>;
}

interface PendingCode {
  account: GoogleAccount;
  nonce: string | undefined;
  challenge: string;
  redirectUri: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = randomBytes(18).toString('base64url');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, PendingCode>();
  let account: GoogleAccount | null = null;
  let issuer = '';

  const idToken = (pending: PendingCode) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const { email_verified = true, ...claims } = pending.account;
    const payload = base64url(
      JSON.stringify({
        iss: issuer,
        aud: clientId,
        iat: now,
        exp: now + 3600,
        nonce: pending.nonce,
        email_verified,
        ...claims,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const redirectUri = url.searchParams.get('redirect_uri');
    const challenge = url.searchParams.get('code_challenge');
    if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (!account) {
      back.searchParams.set('error', 'access_denied');
    } else if (url.searchParams.get('code_challenge_method') !== 'S256' || !challenge) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { account, nonce: url.searchParams.get('nonce') ?? undefined, challenge, redirectUri });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href }).end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) return json(response, 401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    json(response, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken(pending),
    });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/o/oauth2/v2/auth') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') {
      return void token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    }
    if (url.pathname === '/oauth2/v3/certs') {
      return json(response, 200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
      });
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
