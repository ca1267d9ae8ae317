import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { signInSetup } from './sign-in-setup.js';

const dataDir = mkdtempSync(join(tmpdir(), 'whispy-sign-in-setup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The setup chosen for `env`, with what it logged at warn level and above. */
function setupFor(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...env });
  const { oidc, localIssuer } = signInSetup(config, log);
  return {
    oidc,
    localIssuer,
    logged: lines.map(({ level, msg }) => ({ level: pino.levels.labels[level], msg })),
  };
}

describe('choosing how people sign in', () => {
  it('serves the local sign-in to a fresh clone, which listens on localhost only', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('localhost');
    const { oidc, localIssuer, logged } = setupFor({});
    expect(oidc).not.toBeNull();
    expect(localIssuer).toMatchObject({
      issuer: 'http://localhost:8080/oidc',
      clients: { publicHost: 'localhost:8080', anyClient: false },
    });
    expect(logged).toEqual([]);
  });

  it.each([
    { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080' },
    { HOST: '::1', PUBLIC_URL: 'http://[::1]:8080' },
    { HOST: '127.0.0.2', PUBLIC_URL: 'https://localhost' },
  ])('serves it on loopback: %o', (env) => {
    expect(setupFor(env).localIssuer).not.toBeNull();
  });

  it.each<Record<string, string>>([
    { HOST: '0.0.0.0' },
    { HOST: '::' },
    { HOST: '192.0.2.10', PUBLIC_URL: 'http://localhost:8080' },
    { PUBLIC_URL: 'https://whispy.example' },
    { PUBLIC_URL: 'http://192.168.1.20:8080' },
  ])('turns signing in off, and says why, off loopback: %o', (env) => {
    const { oidc, localIssuer, logged } = setupFor(env);
    expect(oidc).toBeNull();
    expect(localIssuer).toBeNull();
    expect(logged).toEqual([
      { level: 'error', msg: expect.stringMatching(/^Signing in is off\..*GOOGLE_CLIENT_ID/) },
    ]);
  });

  it('serves it anywhere when UNSAFE_LOCAL_SIGN_IN says so, with a loud warning', () => {
    const { localIssuer, logged } = setupFor({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://dev.example:8080',
      UNSAFE_LOCAL_SIGN_IN: 'true',
    });
    expect(localIssuer?.clients).toEqual({ publicHost: 'dev.example:8080', anyClient: true });
    expect(logged).toEqual([
      {
        level: 'warn',
        msg: expect.stringContaining(
          'anyone who reaches http://dev.example:8080/oidc can sign in as any user',
        ),
      },
    ]);
  });

  it('signs in with Google alone when it is configured, on any address', () => {
    const { oidc, localIssuer, logged } = setupFor({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://whispy.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(oidc).not.toBeNull();
    expect(localIssuer).toBeNull();
    expect(logged).toEqual([]);
  });
});
