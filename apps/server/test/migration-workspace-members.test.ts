import { Browser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { startTestServer } from '@whispy/test-kit/server';
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { sha256 } from '../src/http/secrets.js';
import { databaseBefore } from './fixtures/legacy-database.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two people of an install from before: each owns a workspace, one with a transcription and a token. */
const people = [0, 1].map((index) => ({
  userId: ulid(),
  workspaceId: ulid(),
  transcriptionId: ulid(),
  email: `before-${index}@example.com`,
  session: `session-token-${index}`,
}));
const TOKEN = 'whispy_pat_from-before-the-upgrade';

const legacyRows = people.flatMap((p) => [
  sql`INSERT INTO users (id, email, name) VALUES (${p.userId}, ${p.email}, 'Before')`,
  sql`INSERT INTO workspaces (id, name, owner_id) VALUES (${p.workspaceId}, ${`Workspace of ${p.email}`}, ${p.userId})`,
  sql`INSERT INTO terms_acceptances (id, user_id, version, accepted_by) VALUES (${ulid()}, ${p.userId}, '1', 'user')`,
  sql`INSERT INTO sessions (id, user_id) VALUES (${sha256(p.session)}, ${p.userId})`,
  sql`INSERT INTO transcriptions (id, workspace_id, owner_id, name, status, language, engine, diarization, keep_data)
      VALUES (${p.transcriptionId}, ${p.workspaceId}, ${p.userId}, 'Old call', 'completed', 'en', 'whispy-tiny', false, false)`,
]);
legacyRows.push(
  sql`INSERT INTO access_tokens (id, user_id, workspace_id, name, token_hash)
      VALUES (${ulid()}, ${people[0]!.userId}, ${people[0]!.workspaceId}, 'script', ${sha256(TOKEN)})`,
);

describe(`migration to workspaces with members, on existing data (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every owner in their workspace with its transcriptions, sessions and tokens', async () => {
    const database = await openDatabase(
      await databaseBefore((entry) => entry.tag.endsWith('_workspace_members'), legacyRows),
    );
    const server = await startTestServer({ TERMS_VERSION: '1' }, async () => database);
    cleanups.push(() => server.close());

    for (const person of people) {
      const browser = new Browser(server.url);
      browser.cookies.set('whispy_session', { value: person.session, path: '/' });
      const identity = (await browser.get('/api/auth/identity')).json.result;
      expect(identity.workspace).toMatchObject({
        id: person.workspaceId,
        role: 'owner',
        user: person.userId,
      });
      expect((await browser.get('/api/workspaces')).json.result).toEqual([
        { id: person.workspaceId, name: `Workspace of ${person.email}`, role: 'owner', current: true },
      ]);
      const listed = (await browser.get('/api/transcriptions')).json.result;
      expect(listed.data.map((row: { id: string }) => row.id)).toEqual([person.transcriptionId]);
      const detail = (await browser.get(`/api/transcriptions/${person.transcriptionId}`)).json.result;
      expect(detail.owner.id).toBe(person.userId);
    }
    const viaToken = await fetch(`${server.url}/api/auth/identity`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect((await viaToken.json()).result.workspace.id).toBe(people[0]!.workspaceId);
  });
});
