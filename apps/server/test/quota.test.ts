import { memberBrowser, person } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { startTestServer } from '@whispy/test-kit/server';
import { createTranscription, transcribeFile, waitForStatus, wordsOf } from '@whispy/test-kit/transcriptions';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { sweep } from '../src/features/transcriptions/index.js';

// A trial of two transcriptions, each cut after three seconds, and no free minutes at all.
const engine = useEngineServer({
  TRIAL_TRANSCRIPTIONS: '2',
  TRIAL_MINUTES_PER_TRANSCRIPTION: '0.05',
  FREE_MINUTES: '0',
});

describe('trial limits and minutes', () => {
  it('keeps work pending without minutes, then transcribes only the trial minutes once granted', async () => {
    const account = person('trial');
    const owner = await memberBrowser(engine.server.url, account);
    const limits = (await owner.get('/api/transcriptions/limits')).json.result;
    expect(limits).toMatchObject({
      minutes_available: 0,
      trial: { transcriptions_allowed: 2, transcriptions_used: 0, minutes_per_transcription: 0.05 },
    });

    const id = await transcribeFile(owner, engine.speech);
    await waitForStatus(owner, id, ['pending']);
    await sweep(engine.server.app.transcriptions);
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.status).toBe('pending');

    await runAdminCommand(engine.server.database.db, engine.server.config, {
      command: 'minutes.grant',
      email: account.email,
      minutes: 1,
    });
    await sweep(engine.server.app.transcriptions);
    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.truncated).toBe(true);
    expect(done.truncated_by).toBe('trial');
    expect(done.transcribed_seconds).toBeLessThanOrEqual(3);
    expect(done.duration).toBeGreaterThan(3);
    expect(wordsOf(done)).toMatch(/quick/);
    expect(wordsOf(done)).not.toMatch(/sleep/);

    const after = (await owner.get('/api/transcriptions/limits')).json.result;
    // One granted minute less what was transcribed (three seconds), in whole minutes.
    expect(after.minutes_available).toBe(0);
    expect(after.trial.transcriptions_used).toBe(1);

    // Deleting it gives back neither the seconds it used nor its place in the trial.
    expect((await owner.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    expect((await owner.get('/api/transcriptions/limits')).json.result).toMatchObject({
      minutes_available: 0,
      trial: { transcriptions_used: 1 },
    });
  });

  it('moves pending work on and transcribes it whole once an administrator lifts the limits', async () => {
    const account = person('lifted');
    const owner = await memberBrowser(engine.server.url, account);
    const id = await transcribeFile(owner, engine.speech);
    await waitForStatus(owner, id, ['pending']);

    const command = { command: 'limits.set', email: account.email } as const;
    const { db } = engine.server.database;
    await runAdminCommand(db, engine.server.config, {
      ...command,
      limits: { minutes: 'unlimited', trial_minutes: 'unlimited', trial_transcriptions: 'unlimited' },
    });
    await sweep(engine.server.app.transcriptions);
    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', truncated: false });
    expect(wordsOf(done)).toMatch(/sleep/);
  });

  it('says what lifts a used-up trial when minutes are granted, since minutes do not', async () => {
    const account = person('granted');
    const owner = await memberBrowser(engine.server.url, account);
    await createTranscription(owner);
    await createTranscription(owner);
    const granted = await runAdminCommand(engine.server.database.db, engine.server.config, {
      command: 'minutes.grant',
      email: account.email,
      minutes: 60,
    });
    expect(granted.notes.join('\n')).toContain(
      `npm run cli -- limits set --email ${account.email} --trial-transcriptions unlimited`,
    );
  });

  it('refuses new transcriptions once the trial is used up, in the reader language', async () => {
    const owner = await memberBrowser(engine.server.url);
    await createTranscription(owner);
    await createTranscription(owner);
    const refused = await owner.request('POST', '/api/transcriptions', {
      body: { name: 'Third', engine: 'whispy-tiny' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(403);
    // Billing is off here, so only the server's administrator can raise the limit (ADR 023).
    expect(refused.json.message).toBe(
      'Tu espacio de trabajo puede hacer 2 transcripciones en este servidor y ya las usó. Pide al administrador de este servidor que amplíe el límite.',
    );
  });

  it('holds at most a batch of unfinished uploads at once', async () => {
    const batch = await startTestServer({ MAX_FILES_PER_BATCH: '2' });
    try {
      const owner = await memberBrowser(batch.url);
      await createTranscription(owner);
      await createTranscription(owner);
      const refused = await owner.request('POST', '/api/transcriptions', {
        body: { name: 'Third', engine: 'whispy-tiny' },
      });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toBe(
        'You can upload up to 2 files at once. Please wait until the current uploads finish.',
      );
    } finally {
      await batch.close();
    }
  });

  it('exempts demo workspaces from the trial and the minutes', async () => {
    const account = person('demo');
    const demo = await startTestServer({
      TRIAL_TRANSCRIPTIONS: '0',
      FREE_MINUTES: '0',
      DEMO_WORKSPACES: account.email,
    });
    try {
      const owner = await memberBrowser(demo.url, account);
      expect((await owner.get('/api/transcriptions/limits')).json.result).toMatchObject({
        trial: null,
        minutes_available: null,
      });
      const id = await transcribeFile(owner, engine.speech);
      const done = await waitForStatus(owner, id, ['completed', 'failed']);
      expect(done).toMatchObject({ status: 'completed', truncated: false });
    } finally {
      await demo.close();
    }
  });
});
