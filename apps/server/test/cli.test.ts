import { statSync } from 'node:fs';
import { runCli as cli, cliDataPlace } from '@whispy/test-kit/cli';
import { onPostgres } from '@whispy/test-kit/database';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startAdminSocket } from '../src/admin/socket-server.js';
import { type App, buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { auditEvents } from '../src/db/schema.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataPlace() {
  const place = await cliDataPlace();
  cleanups.push(place.remove);
  return place;
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;

/** The server on the CLI's data, as an operator runs it: with the admin socket on the embedded database. */
async function startServerOn(place: Awaited<ReturnType<typeof dataPlace>>) {
  const database = await openDatabase(place.location);
  const app = await buildApp({ config: place.config, database, logger: false });
  cleanups.push(() => app.close());
  if (!onPostgres) {
    const socket = await startAdminSocket(place.config, database.db, app.log);
    cleanups.push(() => socket.close());
  }
  return app;
}

async function expectUsableToken(app: App, token: string, email: string) {
  const answer = await app.inject({ url: '/api/tokens', headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode).toBe(200); // terms were accepted by the admin, or this would be 403
  const identity = (
    await app.inject({ url: '/api/auth/identity', headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(identity.result.user).toMatchObject({ email, terms_accepted: true });
  const [audit] = await app.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, identity.result.user.id));
  expect(audit).toMatchObject({
    actor: 'admin',
    action: 'token.create',
    workspaceId: identity.result.workspace.id,
  });
}

// Each case starts the CLI as a child process (tsx compile plus a database open), which takes tens of
// seconds on a loaded 2-core CI machine.
describe(`npm run cli -- token create (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, { timeout: 90_000 }, () => {
  it('works with no server running, opening the database itself', async () => {
    const place = await dataPlace();
    const result = await cli(['token', 'create', '--email', 'Solo@Example.com', '--name', 'Solo'], place.env);
    expect(result.code, result.stderr).toBe(0);
    const token = lastLine(result.stdout);
    expect(token).toMatch(/^whispy_pat_[\w-]{43}$/);

    const database = await openDatabase(place.location);
    const app = await buildApp({ config: place.config, database, logger: false });
    cleanups.push(() => app.close());
    await expectUsableToken(app, token, 'solo@example.com');
  });

  it('works while the server runs (through the admin socket with the embedded database)', async () => {
    const place = await dataPlace();
    const app = await startServerOn(place);
    if (!onPostgres) expect(statSync(place.config.adminSocket).mode & 0o777).toBe(0o600);

    const first = await cli(['token', 'create', '--email', 'busy@example.com'], place.env);
    expect(first.code, first.stderr).toBe(0);
    await expectUsableToken(app, lastLine(first.stdout), 'busy@example.com');

    // A second token for the same person reuses the user and workspace.
    const second = await cli(
      ['token', 'create', '--email', 'busy@example.com', '--token-name', 'backup'],
      place.env,
    );
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).not.toContain('Created user');
    const listed = await app.inject({
      url: '/api/tokens',
      headers: { authorization: `Bearer ${lastLine(second.stdout)}` },
    });
    expect(
      listed
        .json()
        .result.map((token: { name: string }) => token.name)
        .sort(),
    ).toEqual(['backup', 'cli']);
  });

  it('refuses an invalid email with a non-zero exit and prints no token', async () => {
    const place = await dataPlace();
    const result = await cli(['token', 'create', '--email', 'not-an-email'], place.env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/email/i);
  });
});

describe(`npm run cli -- limits and workspaces (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, {
  timeout: 120_000,
}, () => {
  it('sets and shows a workspace limit and lists workspaces, with the server stopped and then running', async () => {
    const place = await dataPlace();
    const created = await cli(['token', 'create', '--email', 'lim@example.com'], place.env);
    expect(created.code, created.stderr).toBe(0);

    const set = await cli(
      [
        'limits',
        'set',
        '--email',
        'lim@example.com',
        '--trial-transcriptions',
        'unlimited',
        '--max-file-mb',
        '5',
      ],
      place.env,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/trial transcriptions: +unlimited \(set for this workspace\)/);
    expect(set.stdout).toMatch(/largest file: +5 MB \(set for this workspace\)/);
    expect(set.stdout).toMatch(/files per batch: +10 \(server setting\)/);

    const app = await startServerOn(place);
    const listed = await cli(['workspaces', 'list', '--json'], place.env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({
        owner: { email: 'lim@example.com', name: 'lim' },
        transcriptions: 0,
        overrides: { trial_transcriptions: null, max_file_mb: 5 },
      }),
    ]);
    const token = lastLine(created.stdout);
    const limits = await app.inject({
      url: '/api/transcriptions/limits',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(limits.json().result).toMatchObject({ max_file_bytes: 5 * 1024 * 1024, trial: null });

    const shown = await cli(['limits', 'show', '--email', 'lim@example.com'], place.env);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^Workspace \w{26} \(owner lim@example\.com, 0 transcriptions\)/);
  });

  it('refuses a limit it cannot take, saying why, with a non-zero exit', async () => {
    const place = await dataPlace();
    const result = await cli(
      ['limits', 'set', '--email', 'lim@example.com', '--max-file-mb', 'unlimited'],
      place.env,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: max_file_mb: expected a whole number from 1 to 1048576 or default\n');
    const nobody = await cli(['limits', 'show', '--email', 'nobody@example.com'], place.env);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe('error: no workspace owned by nobody@example.com\n');
  });
});
