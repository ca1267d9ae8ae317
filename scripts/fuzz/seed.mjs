// The data the api-fuzz stage puts into its server before schemathesis starts, through the HTTP API as a
// client would, so that routes taking an id reach their logic instead of answering 404 to made-up ids.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SPEECH = 'The quick brown fox jumps over the lazy dog. Then the dog goes back to sleep.';
const TUS = { 'tus-resumable': '1.0.0' };

/** Requests with the bearer token; each answers its status, headers and parsed JSON, or throws on a surprise. */
function apiClient(baseUrl, token) {
  return async (method, path, { json, bytes, headers = {}, expect = 200 } = {}) => {
    const answer = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? bytes : JSON.stringify(json),
    });
    const text = await answer.text();
    if (answer.status !== expect)
      throw new Error(`seeding: ${method} ${path} answered ${answer.status}, not ${expect}: ${text}`);
    const isJson = answer.headers.get('content-type')?.startsWith('application/json');
    return { headers: answer.headers, json: isJson && text ? JSON.parse(text) : null };
  };
}

/** Polls until the transcription leaves the pipeline; throws unless it ends `completed`. */
async function waitUntilDone(call, id, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = (await call('GET', `/api/transcriptions/${id}`)).json;
    if (result.status === 'completed') return;
    if (result.status === 'failed' || Date.now() > deadline)
      throw new Error(`seeding: the transcription ended ${result.status}: ${result.failure ?? 'no reason'}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Speech by espeak-ng, uploaded with tus as the web app does and transcribed by the real engine with speaker
 * detection, so the transcript, speaker, media, peaks and download routes all have something to work on.
 */
async function transcribedRecording(call, speech, name) {
  const bytes = readFileSync(speech);
  const created = await call('POST', '/api/transcriptions', {
    json: { name, language: 'en', engine: 'whispy-tiny', diarization: true },
    expect: 201,
  });
  const { id, upload_url } = created.json.result;
  const upload = await call('POST', upload_url, {
    headers: { ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': 'filename Zm94Lndhdg==' },
    expect: 201,
  });
  await call('PATCH', upload.headers.get('location'), {
    bytes,
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    expect: 204,
  });
  await waitUntilDone(call, id, 180_000);
  return id;
}

/**
 * Seeds the workspace of the fuzzer's user (`token`) and of a neighbour (`neighbourToken`), whose public
 * transcription the public routes reach and whose data the fuzzer can otherwise neither see nor change.
 * Answers what schemathesis should aim at, by operation (see hooks.py): `"METHOD path"` for one operation,
 * `"path"` for every operation on that path and beneath it; `path`, `body` and `headers` hold the values.
 * Things a route destroys (a transcription, a token) get a spare of their own, so that deleting them early
 * in the run leaves the rest to work on.
 */
export async function seed({ baseUrl, token, neighbourToken, workDir }) {
  const own = apiClient(baseUrl, token);
  const neighbour = apiClient(baseUrl, neighbourToken);
  const speech = join(workDir, 'quick-brown-fox.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, SPEECH]);

  const [transcription, editable, published] = await Promise.all([
    transcribedRecording(own, speech, 'The quick brown fox'),
    // Its own, so that renames of the other one (a rename is a new version) leave its version as seeded.
    transcribedRecording(own, speech, 'The fox to edit'),
    transcribedRecording(neighbour, speech, "The neighbour's fox"),
  ]);
  await neighbour('PUT', `/api/transcriptions/${published}`, { json: { public: true } });
  const spareTranscription = (
    await own('POST', '/api/transcriptions', {
      json: { name: 'Spare, for the fuzzer to delete', engine: 'whispy-tiny' },
      expect: 201,
    })
  ).json.result.id;
  const spareToken = (await own('POST', '/api/tokens', { json: { name: 'spare' }, expect: 201 })).json.result
    .id;
  // A link for the share routes to open, and a spare one for the fuzzer to revoke.
  const shareLink = () =>
    own('POST', `/api/transcriptions/${transcription}/share-links`, { json: {}, expect: 201 });
  const shared = new URL((await shareLink()).json.result.url).pathname.split('/').at(-1);
  const spareLink = (await shareLink()).json.result.id;
  const { user, workspace } = (await own('GET', '/api/auth/identity')).json.result;
  const { product } = (await own('GET', '/api/subscription')).json.result;
  const { version, speakers, segments } = (await own('GET', `/api/transcriptions/${editable}`)).json.result;
  // Checkout asks for the workspace's currency first.
  await own('PUT', `/api/workspace/${workspace.id}`, { json: { currency: 'usd' } });
  // The fuzzer's user stays its workspace's only member and owner: leaving, demoting itself and handing
  // ownership on are refused, so its token keeps working for the whole run.
  const invitation = (
    await own('POST', `/api/workspace/${workspace.id}/invitations`, {
      json: { multi_use: true },
      expect: 201,
    })
  ).json.result;
  const spareInvitation = (
    await own('POST', `/api/workspace/${workspace.id}/invitations`, { json: {}, expect: 201 })
  ).json.result.invitation.id;

  return {
    '/api/transcriptions/{id}': { path: { id: transcription } },
    // The transcript as the editor would save it unchanged: once accepted, then a version conflict.
    'PUT /api/transcriptions/{id}/transcript': {
      path: { id: editable },
      body: { version, speakers, segments },
    },
    'DELETE /api/transcriptions/{id}': { path: { id: spareTranscription } },
    '/api/public_transcriptions/{id}': { path: { id: published } },
    '/api/shared/{token}': { path: { token: shared } },
    'DELETE /api/transcriptions/{id}/share-links/{linkId}': {
      path: { id: transcription, linkId: spareLink },
    },
    'DELETE /api/tokens/{id}': { path: { id: spareToken } },
    '/api/user/{id}': { path: { id: user.id } },
    '/api/workspace/{id}': { path: { id: workspace.id } },
    '/api/workspace/{id}/members/{userId}': { path: { id: workspace.id, userId: user.id } },
    'DELETE /api/workspace/{id}/invitations/{invitationId}': {
      path: { id: workspace.id, invitationId: spareInvitation },
    },
    'POST /api/workspace/switch': { body: { workspace_id: workspace.id } },
    '/api/invitations/{token}': { path: { token: invitation.token } },
    '/api/subscription/prices/{product}': { path: { product } },
    'POST /api/subscription/checkout': { body: { name: product } },
    'POST /api/broadcasting/auth': { body: { channel_name: `private-workspace.${workspace.ulid}` } },
    'GET /api/auth/logout': { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  };
}
