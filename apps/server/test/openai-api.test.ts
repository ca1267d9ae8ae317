import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { MAX_PROMPT_CHARS, ZTranscriptionDetail } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { segmentOf, speechClip, spokenWords, waitForStatus, wordsOf } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import OpenAI, { toFile } from 'openai';
import type { TranslationVerbose } from 'openai/resources/audio/translations';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { transcriptions } from '../src/db/schema.js';
import { speechAnswer } from '../src/features/openai-api/answers.js';
import { speechRequestOf } from '../src/features/openai-api/speech-request.js';
import type { TranscriptionRow } from '../src/features/transcriptions/index.js';
import { translate } from '../src/i18n/index.js';

// Minutes are counted (none free): the member below is granted some, a second member has none. Files
// are bounded at 1 MB, so a hostile "huge file" stays small.
const engine = useEngineServer({ FREE_MINUTES: '0', MAX_UPLOAD_MB: '1' });
const database = onPostgres ? 'PostgreSQL' : 'PGlite';
const run = promisify(execFile);
const ENGINE_DIR = resolve(import.meta.dirname, '../../../engine');

async function tokenOf(browser: Browser) {
  const created = await browser.request('POST', '/api/tokens', { body: { name: 'openai sdk' } });
  expect(created.status, created.text).toBe(201);
  return created.json.result.token as string;
}

/** A member with a token and minutes to spend. */
async function memberWithMinutes() {
  const account = person('openai');
  const browser = await memberBrowser(engine.server.url, account);
  await runAdminCommand(engine.server.database.db, engine.server.config, {
    command: 'minutes.grant',
    email: account.email,
    minutes: 60,
  });
  return { browser, token: await tokenOf(browser) };
}

const sdk = (apiKey: string, maxRetries = 0) =>
  new OpenAI({ apiKey, baseURL: `${engine.server.url}/v1`, maxRetries });

/** A form as OpenAI's clients send it, with any fields and files. */
function form(
  fields: Record<string, string | string[]>,
  files: Array<{ field: string; bytes: Uint8Array; name: string }>,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
}

async function post(
  path: string,
  token: string | null,
  body: FormData | string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${engine.server.url}/v1/audio/${path}`, {
    method: 'POST',
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

/** OpenAI's error shape, exactly. */
function expectOpenAiError(answer: { status: number; json: unknown }, status: number, param?: string | null) {
  expect(answer.status).toBe(status);
  const { error } = answer.json as { error: Record<string, unknown> };
  expect(Object.keys(error).sort()).toEqual(['code', 'message', 'param', 'type']);
  expect(error.message).toEqual(expect.any(String));
  if (param !== undefined) expect(error.param).toBe(param);
  return error;
}

/**
 * A second app on the engine server's database (left open for it when this app closes), which runs no jobs:
 * for what needs other settings (`config`) or its own log lines (`logger`).
 */
function sideApp(config: Partial<Config>, logger: FastifyServerOptions['logger'] = false) {
  const { config: shared, database } = engine.server;
  return buildApp({
    config: { ...shared, ...config, jobs: { ...shared.jobs, processInServer: false } },
    database: { db: database.db, close: async () => undefined },
    logger,
  });
}

let member: Awaited<ReturnType<typeof memberWithMinutes>>;
let speech: Uint8Array;
beforeAll(async () => {
  member = await memberWithMinutes();
  speech = new Uint8Array(readFileSync(engine.speech));
});

const clip = () => ({ field: 'file', bytes: speech, name: 'fox.wav' });

describe(`OpenAI-compatible speech API (${database})`, () => {
  it('answers every response format in shapes the official SDK parses, with word timestamps when asked', async () => {
    const client = sdk(member.token);
    const file = () => createReadStream(engine.speech);
    const base = { model: 'whispy-tiny', language: 'en' } as const;

    const json = await client.audio.transcriptions.create({ ...base, file: file() });
    expect(json.text.toLowerCase()).toContain('quick brown fox');

    const text = await client.audio.transcriptions.create({ ...base, file: file(), response_format: 'text' });
    expect(text.toLowerCase()).toContain('lazy dog');

    const srt = await client.audio.transcriptions.create({ ...base, file: file(), response_format: 'srt' });
    expect(
      parseSubtitles(srt)
        .entries.map((cue) => cue.text)
        .join(' ')
        .toLowerCase(),
    ).toContain('fox');
    const vtt = await client.audio.transcriptions.create({ ...base, file: file(), response_format: 'vtt' });
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(parseSubtitles(vtt).entries.length).toBeGreaterThan(0);

    const verbose = await client.audio.transcriptions.create({
      ...base,
      file: file(),
      response_format: 'verbose_json',
      timestamp_granularities: ['word', 'segment'],
    });
    expect(verbose.language).toBe('english');
    expect(verbose.duration).toBeGreaterThan(2);
    expect(verbose.words?.map((word) => word.word.toLowerCase().replace(/\W/g, ''))).toContain('fox');
    for (const word of verbose.words ?? []) expect(word.end).toBeGreaterThanOrEqual(word.start);
    expect(verbose.segments?.[0]).toMatchObject({
      id: 0,
      start: expect.any(Number),
      text: expect.any(String),
    });

    // Without granularities, OpenAI gives segments and no words.
    const segmentsOnly = await client.audio.transcriptions.create({
      ...base,
      file: file(),
      response_format: 'verbose_json',
    });
    expect(segmentsOnly.words).toBeUndefined();
    expect(segmentsOnly.segments?.length).toBeGreaterThan(0);

    // Each request is an upload of the workspace, named after its file: all six are in its list.
    const name = basename(engine.speech);
    const listed = (await member.browser.get('/api/transcriptions?per_page=50')).json.result.data;
    expect(
      listed.filter(
        (row: { name: string; status: string }) => row.name === name && row.status === 'completed',
      ),
    ).toHaveLength(6);
  });

  // The PyPI SDK speaks the same wire protocol on either database: it runs once, on PGlite.
  it.skipIf(onPostgres)(
    'answers every response format in shapes the official PyPI SDK validates, with word timestamps',
    async () => {
      // The engine's own Python, whose dev dependencies hold the SDK.
      const { stdout } = await run(
        engine.server.config.engine.python,
        ['tests/openai_sdk_client.py', `${engine.server.url}/v1`, member.token, engine.speech],
        { cwd: ENGINE_DIR, timeout: 180_000 },
      );
      const parsed = JSON.parse(stdout) as {
        json: string;
        text: string;
        srt: string;
        vtt: string;
        verbose: {
          language: string;
          duration: number;
          words: { word: string; start: number; end: number }[];
        };
        translation: string;
      };
      expect(parsed.json.toLowerCase()).toContain('quick brown fox');
      expect(parsed.text.toLowerCase()).toContain('lazy dog');
      expect(
        parseSubtitles(parsed.srt)
          .entries.map((cue) => cue.text)
          .join(' ')
          .toLowerCase(),
      ).toContain('fox');
      expect(parsed.vtt.startsWith('WEBVTT')).toBe(true);
      expect(parsed.verbose.language).toBe('english');
      expect(parsed.verbose.words.map((word) => word.word.toLowerCase().replace(/\W/g, ''))).toContain('fox');
      for (const word of parsed.verbose.words) expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(parsed.translation.toLowerCase()).toContain('fox');
    },
    200_000,
  );

  it('passes the prompt to Whisper, which then spells a name as the prompt does, and keeps the temperature', async () => {
    const client = sdk(member.token);
    const welcome = readFileSync(speechClip('Please welcome Siobhan to the meeting.'));
    const heard = async (name: string, fields: { prompt?: string; temperature?: number }) =>
      client.audio.transcriptions.create({
        model: 'whispy-tiny',
        language: 'en',
        file: await toFile(welcome, name),
        ...fields,
      });

    expect((await heard('no-prompt.wav', {})).text).not.toContain('Siobhan');
    expect((await heard('prompt.wav', { prompt: 'Siobhan chairs the meeting.' })).text).toContain('Siobhan');
    // Hostile: control and invisible characters and Whisper's control tokens are cleaned or left out.
    const hostile = '\u0000<|endoftext|><|ja|>\u202eSiobhan\nchairs the meeting.';
    expect((await heard('hostile-prompt.wav', { prompt: hostile })).text).toContain('Siobhan');
    // Only the end of a long prompt counts, as at OpenAI; the temperature is kept for the engine.
    const long = `${'noise '.repeat(1300)}Siobhan chairs the meeting.`;
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(8 * 1024);
    expect((await heard('long-prompt.wav', { prompt: long, temperature: 0.4 })).text).toMatch(
      /welcome|meeting/i,
    );

    const [row] = await engine.server.database.db
      .select({ prompt: transcriptions.prompt, temperature: transcriptions.temperature })
      .from(transcriptions)
      .where(eq(transcriptions.name, 'long-prompt.wav'));
    expect(row?.temperature).toBe(0.4);
    expect(row?.prompt).toMatch(/ noise Siobhan chairs the meeting\.$/);
    expect([...(row?.prompt ?? '')].length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);

    // Run again keeps the prompt: the new transcript spells the name as the first did.
    const [prompted] = await engine.server.database.db
      .select({ id: transcriptions.id })
      .from(transcriptions)
      .where(eq(transcriptions.name, 'prompt.wav'));
    const again = await member.browser.request('POST', `/api/transcriptions/${prompted?.id}/run-again`, {
      body: { engine: 'whispy-tiny', language: 'en' },
    });
    expect(again.status, again.text).toBe(201);
    const rerun = ZTranscriptionDetail.parse(
      await waitForStatus(member.browser, again.json.result.id, ['completed', 'failed']),
    );
    expect(wordsOf(rerun)).toContain('siobhan');
  });

  it('translates Spanish speech into English and marks the transcription as a translation', async () => {
    const spanish = speechClip('Buenos días. Hoy vamos a hablar de la historia de la ciudad.', 'es');
    // The SDK's translation overloads do not narrow by format (its params ignore their type argument).
    const translation = (await sdk(member.token).audio.translations.create({
      file: createReadStream(spanish),
      model: 'whisper-1',
      response_format: 'verbose_json',
    })) as TranslationVerbose;
    expect(translation.language).toBe('english');
    expect(translation.text).not.toMatch(/\b(hoy|vamos|hablar|historia|ciudad)\b/i);
    expect(translation.text.toLowerCase()).toMatch(/\b(today|good|talk|history|city)\b/);
    const listed = (await member.browser.get('/api/transcriptions?per_page=50')).json.result.data;
    const row = listed.find((item: { name: string }) => item.name === basename(spanish));
    expect(row).toMatchObject({ translate: true, detected_language: 'es', engine: 'whispy-base' });
    // Its exports say so: the text is English, translated from Spanish.
    const exported = await member.browser.get(`/api/transcriptions/${row.id}/download?format=json`);
    expect(JSON.parse(exported.text)).toMatchObject({ language: 'en', translated_from: 'es' });
  });

  it('takes "translate" at upload only where the engine can translate, and refuses hostile values', async () => {
    const create = (body: Record<string, unknown>) =>
      member.browser.request('POST', '/api/transcriptions', { body: { name: 'Talk', ...body } });
    // tiny has only its English model here; base (multilingual) serves automatic language for it.
    expect((await create({ engine: 'whispy-tiny', language: 'auto', translate: true })).status).toBe(201);
    const spanish = await create({ engine: 'whispy-tiny', language: 'es', translate: true });
    expect(spanish.status).toBe(422);
    expect(Object.keys(spanish.json.errors)).toEqual(['language']);
    for (const translate of ['yes', 1, null, ['true']]) {
      expect((await create({ engine: 'whispy-base', translate })).status).toBe(422);
    }
  });

  it('refuses a missing or wrong token with 401 in OpenAI shape', async () => {
    const body = () => form({ model: 'whisper-1' }, [clip()]);
    const missing = expectOpenAiError(await post('transcriptions', null, body()), 401);
    expect(missing).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key' });
    expectOpenAiError(await post('transcriptions', 'whispy_pat_notatoken', body()), 401);
    expectOpenAiError(await post('translations', 'x'.repeat(5000), body()), 401);
    // A session cookie is no key: only bearer tokens reach /v1.
    const cookie = `whispy_session=${member.browser.cookie('whispy_session')}`;
    expectOpenAiError(await post('transcriptions', null, body(), { cookie }), 401);
    await expect(
      sdk('whispy_pat_wrong').audio.transcriptions.create({
        file: createReadStream(engine.speech),
        model: 'whisper-1',
      }),
    ).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it('answers every other /v1 path in OpenAI shape, not with the web app: 401 without a token, 404 with one', async () => {
    // A built web app, whose wildcard GET route serves its page for any path it does not know.
    const dist = mkdtempSync(join(tmpdir(), 'whispy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Whispy</title>');
    const app = await sideApp({ webDist: dist });
    try {
      // Clients probe `GET /v1/models` to check a key.
      const urls = ['/v1', '/v1/', '/v1/models', '/v1/audio/transcriptions', '/v1/audio/translations?x=1'];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          for (const [token, status] of [
            [null, 401],
            [member.token, 404],
          ] as const) {
            const headers = token === null ? {} : { authorization: `Bearer ${token}` };
            const answer = await app.inject({ method, url, headers });
            expect(answer.statusCode, `${method} ${url}`).toBe(status);
            expect(answer.headers['content-type']).toMatch(/^application\/json/);
            if (method === 'GET') expectOpenAiError({ status, json: answer.json() }, status, null);
          }
        }
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("keeps each transcription in its token's workspace only", async () => {
    const stranger = await memberWithMinutes();
    const answer = await sdk(stranger.token).audio.transcriptions.create({
      file: await toFile(speech, 'stranger-会議\u0000\u0007.wav'),
      model: 'whispy-tiny',
      language: 'en',
    });
    expect(answer.text.toLowerCase()).toContain('fox');
    const mine = (await member.browser.get('/api/transcriptions?per_page=50')).json.result.data;
    expect(mine.map((row: { name: string }) => row.name)).not.toContain('stranger-会議.wav');
    const theirs = (await stranger.browser.get('/api/transcriptions?per_page=50')).json.result.data;
    // Named after the file, without its control characters.
    expect(theirs.map((row: { name: string }) => row.name)).toEqual(['stranger-会議.wav']);
  });

  it('names each transcription after its file, readably: no invisible characters, no half characters', async () => {
    // A workspace without minutes: each request leaves its transcription pending, named, and is answered at once.
    const poor = await memberBrowser(engine.server.url);
    const token = await tokenOf(poor);
    const names = {
      // A right-to-left override disguises the name; 150 emoji run past 200 units, not cut in half.
      [`\u202Eevil${'😀'.repeat(150)}.wav`]: `evil${'😀'.repeat(98)}`,
      '\u200B\u202E\u2060.wav': '.wav',
      '\u200B\u202E\u2060': 'audio',
    };
    for (const name of Object.keys(names)) {
      const sent = form({ model: 'whispy-tiny', language: 'en' }, [{ ...clip(), name }]);
      expectOpenAiError(await post('transcriptions', token, sent), 429);
    }
    const listed = (await poor.get('/api/transcriptions')).json.result.data;
    expect(listed.map((row: { name: string }) => row.name).sort()).toEqual(Object.values(names).sort());
  });

  it('refuses hostile forms with 400 in OpenAI shape, naming the field', async () => {
    const { token } = member;
    const ok = { model: 'whispy-tiny', language: 'en' };
    const cases: Array<[FormData | string, string | null, Record<string, string>?]> = [
      [form(ok, []), 'file'],
      [form({ ...ok, file: 'not a file' }, []), 'file'],
      [form(ok, [clip(), clip()]), 'file'],
      [form(ok, [{ ...clip(), field: 'audio' }]), null],
      [form({ ...ok, prompt: 'x'.repeat(9000) }, [clip()]), 'prompt'],
      [form({ ...ok, response_format: 'xml' }, [clip()]), 'response_format'],
      [form({ ...ok, temperature: '5' }, [clip()]), 'temperature'],
      [form({ ...ok, temperature: 'hot' }, [clip()]), 'temperature'],
      // JavaScript reads these as numbers; a form's number is written in decimal.
      ...['', ' ', '0x1', '1e-1', '-0', 'Infinity'].map((temperature): [FormData, string] => [
        form({ ...ok, temperature }, [clip()]),
        'temperature',
      ]),
      [form({ ...ok, language: 'klingon' }, [clip()]), 'language'],
      [
        form({ ...ok, 'timestamp_granularities[]': 'letter', response_format: 'verbose_json' }, [clip()]),
        'timestamp_granularities[]',
      ],
      [form({ ...ok, 'timestamp_granularities[]': 'word' }, [clip()]), 'timestamp_granularities[]'],
      [form({ ...ok, model: ['whispy-tiny', 'whispy-base'] }, [clip()]), 'model'],
      [form({ ...ok, stream: 'true' }, [clip()]), 'stream'],
      [form({}, [clip()]), 'model'],
      [JSON.stringify({ model: 'whisper-1' }), 'file', { 'content-type': 'application/json' }],
      // Malformed multipart: the parser's refusals are the sender's to fix, not server errors.
      ['', 'file', { 'content-type': 'multipart/form-data' }],
      [
        '--cut\r\nContent-Disposition: form-da',
        'file',
        { 'content-type': 'multipart/form-data; boundary=cut' },
      ],
    ];
    for (const [body, param, headers] of cases) {
      const error = expectOpenAiError(await post('transcriptions', token, body, headers), 400, param);
      expect(error.type).toBe('invalid_request_error');
    }
    // Translations take no language: Whisper hears it.
    expectOpenAiError(await post('translations', token, form(ok, [clip()])), 400, 'language');
  });

  it('logs a client that hangs up in the middle of its upload as gone, not as a server error', async () => {
    const lines: string[] = [];
    const app = await sideApp(
      {},
      { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      // A form promising far more of its file than is sent.
      socket.write(
        [
          'POST /v1/audio/transcriptions HTTP/1.1',
          'host: 127.0.0.1',
          `authorization: Bearer ${member.token}`,
          'content-type: multipart/form-data; boundary=cut',
          'content-length: 500000',
          '',
          '--cut',
          'content-disposition: form-data; name="file"; filename="fox.wav"',
          'content-type: audio/wav',
          '',
          'RIFF',
        ].join('\r\n'),
      );
      // Hung up once the server is reading the file.
      await eventually(() => expect(lines.join('')).toContain('incoming request'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      socket.destroy();
      const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      await eventually(() =>
        expect(logged()).toContainEqual(
          expect.objectContaining({
            level: 30,
            msg: 'speech API request refused',
            reason: translate('en', 'transcriptions.failure.upload_interrupted'),
          }),
        ),
      );
      expect(logged().filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses a file sent without a length as soon as it passes the limit, and closes the connection', async () => {
    const socket = connect(Number(new URL(engine.server.url).port), '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    const chunk = (data: string | Buffer) =>
      socket.write(
        Buffer.concat([
          Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`),
          Buffer.from(data),
          Buffer.from('\r\n'),
        ]),
      );
    socket.write(
      [
        'POST /v1/audio/transcriptions HTTP/1.1',
        'host: 127.0.0.1',
        `authorization: Bearer ${member.token}`,
        'content-type: multipart/form-data; boundary=endless',
        'transfer-encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    chunk('--endless\r\ncontent-disposition: form-data; name="file"; filename="endless.wav"\r\n\r\n');
    // Past the 1 MB limit, and the form never ends: the answer must not wait for its end.
    for (let sent = 0; sent < 1.5 * 1024 * 1024; sent += 64 * 1024) chunk(Buffer.alloc(64 * 1024));
    try {
      await eventually(() => expect(answer).toMatch(/^HTTP\/1\.1 413/));
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('"param":"file"');
    } finally {
      socket.destroy();
    }
  });

  it('refuses an unknown model with 404 model_not_found, a file over the limit with 413, non-media with 400', async () => {
    const { token } = member;
    const unknown = expectOpenAiError(
      await post('transcriptions', token, form({ model: 'gpt-9' }, [clip()])),
      404,
      'model',
    );
    expect(unknown.code).toBe('model_not_found');
    await expect(
      sdk(token).audio.transcriptions.create({ file: createReadStream(engine.speech), model: 'whispy-huge' }),
    ).rejects.toBeInstanceOf(OpenAI.NotFoundError);

    const huge = { field: 'file', bytes: new Uint8Array(1024 * 1024 + 1), name: 'huge.wav' };
    expectOpenAiError(await post('transcriptions', token, form({ model: 'whisper-1' }, [huge])), 413, 'file');

    const text = join(tmpdir(), `notes-${process.pid}.wav`);
    writeFileSync(text, 'These are meeting notes, not audio.\n'.repeat(50));
    const notMedia = sdk(token).audio.transcriptions.create({
      file: createReadStream(text),
      model: 'whispy-tiny',
    });
    await expect(notMedia).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(notMedia).rejects.toMatchObject({ param: 'file' });
  });

  it('answers 429 insufficient_quota when the workspace has no minutes, keeps the work pending, and tells SDKs not to retry', async () => {
    const poor = await memberBrowser(engine.server.url);
    const token = await tokenOf(poor);
    const answer = await post(
      'transcriptions',
      token,
      form({ model: 'whispy-tiny', language: 'en' }, [clip()]),
    );
    const refused = expectOpenAiError(answer, 429);
    expect(refused).toMatchObject({ type: 'insufficient_quota', code: 'insufficient_quota' });
    // The transcription exists and waits for minutes: the same request again would make a second one.
    expect(answer.headers.get('x-should-retry')).toBe('false');
    const statuses = async () =>
      (await poor.get('/api/transcriptions')).json.result.data.map((row: { status: string }) => row.status);
    expect(await statuses()).toEqual(['pending']);

    // The official SDK, which retries a 429 twice by default (a file in memory, as a stream is never resent),
    // sends it once.
    await expect(
      sdk(token, 2).audio.transcriptions.create({
        file: await toFile(speech, 'fox.wav'),
        model: 'whispy-tiny',
      }),
    ).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    expect(await statuses()).toEqual(['pending', 'pending']);
  });

  it('documents both endpoints in the OpenAPI document', async () => {
    const document = await (await fetch(`${engine.server.url}/api/docs/json`)).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/audio/transcriptions', '/v1/audio/translations']),
    );
    // Every status a refusal can have is declared, in OpenAI's error shape.
    const responses = document.paths['/v1/audio/transcriptions'].post.responses;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '429', '500', '504']),
    );
    // It says what each field does: the prompt is passed to Whisper.
    const { description } = document.paths['/v1/audio/transcriptions'].post;
    expect(description).toMatch(/`prompt` \(text the speech continues/);
    expect(description).not.toMatch(/not used/);
    expect(responses['400'].content['application/json'].schema.properties.error.required).toEqual(
      expect.arrayContaining(['message', 'type', 'param', 'code']),
    );
  });
});

describe('speech answers', () => {
  it('joins the segments as their words are spaced: Japanese without spaces, English with them', () => {
    // Whisper's Japanese words carry no leading space; its English ones do.
    const japanese = (id: number, text: string) =>
      segmentOf(id, [{ text, start: id, end: id + 1, probability: 0.9, speaker: null }]);
    const textOf = (segments: TranscriptionRow['segments'], format: string) => {
      const row = { segments, detectedLanguage: 'ja', duration: 2 } as TranscriptionRow;
      const request = speechRequestOf('transcribe', { model: ['whisper-1'], response_format: [format] });
      const { body } = speechAnswer(row, request, {
        language: 'ja',
        t: (message) => translate('ja', message),
      });
      return typeof body === 'string' ? body : (body as { text: string }).text;
    };
    const spokenInJapanese = [japanese(0, 'はい。'), japanese(1, '今日は会議です。')];
    expect(textOf(spokenInJapanese, 'json')).toBe('はい。今日は会議です。');
    expect(textOf(spokenInJapanese, 'text')).toBe('はい。今日は会議です。\n');
    expect(textOf(spokenInJapanese, 'verbose_json')).toBe('はい。今日は会議です。');
    const spokenInEnglish = [
      segmentOf(0, spokenWords('Hello.', 0, null)),
      segmentOf(1, spokenWords('Bye.', 1, null)),
    ];
    expect(textOf(spokenInEnglish, 'json')).toBe('Hello. Bye.');
  });
});
