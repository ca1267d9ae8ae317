// @vitest-environment node
// Blobs and Responses as the browser has them (jsdom's Blob cannot be read by a Response).
import { ApiError } from '../../api';
import { fakeRecordingServer } from './fake-recording-server';
import { MAX_WAITING_BYTES, RecordingUpload } from './recording-upload';

function setUp(create = async () => ({ id: 'rec', upload_url: '/api/transcriptions/rec/upload' })) {
  const server = fakeRecordingServer();
  const retries: (() => void)[] = [];
  const upload = new RecordingUpload({
    create,
    send: (url, init) => server.send(url, init),
    schedule: (run) => {
      retries.push(run);
      return () => retries.splice(retries.indexOf(run), 1);
    },
  });
  /** Lets every request under way answer (the fake server answers within a few turns of the event loop). */
  const settle = async () => {
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const retry = async () => {
    for (const run of retries.splice(0)) run();
    await settle();
  };
  return { server, upload, settle, retry, retries };
}

const piece = (...bytes: number[]) => new Blob([new Uint8Array(bytes)]);

describe('a recording sent while it is made', () => {
  it('appends each piece in order to one upload and declares the length with the last', async () => {
    const { server, upload, settle } = setUp();
    upload.add(piece(1, 2), 2);
    upload.add(piece(3), 4);
    await settle();
    upload.add(piece(4, 5, 6), 6);
    upload.end();
    await settle();
    expect(server.bytes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(server.length).toBe(6);
    expect(upload.getSnapshot()).toMatchObject({
      savedSeconds: 6,
      waitingBytes: 0,
      finished: true,
      failure: null,
    });
    expect(upload.id).toBe('rec');
    expect(server.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1);
  });

  it('keeps pieces in memory while the connection is gone and sends them, in order, when it returns', async () => {
    const { server, upload, settle, retry } = setUp();
    upload.add(piece(1), 2);
    await settle();
    server.down = true;
    upload.add(piece(2), 4);
    await settle();
    upload.add(piece(3), 6);
    await settle();
    expect(upload.getSnapshot()).toMatchObject({ offline: true, savedSeconds: 2, waitingBytes: 2 });

    server.down = false;
    await retry();
    expect(server.bytes).toEqual([1, 2, 3]);
    expect(upload.getSnapshot()).toMatchObject({ offline: false, savedSeconds: 6, waitingBytes: 0 });
  });

  it('asks what the server kept when an answer is lost, and never sends a byte twice', async () => {
    const { server, upload, settle, retry } = setUp();
    upload.add(piece(1, 2), 2);
    await settle();
    server.loseAnswers = true;
    upload.add(piece(3, 4), 4);
    await settle();
    server.loseAnswers = false;
    upload.add(piece(5), 5);
    upload.end();
    await retry();
    await retry();
    expect(server.bytes).toEqual([1, 2, 3, 4, 5]);
    expect(server.length).toBe(5);
    expect(upload.getSnapshot().finished).toBe(true);
  });

  it('finishes when the last request arrived though its answer did not', async () => {
    const { server, upload, settle, retry, retries } = setUp();
    upload.add(piece(1), 1);
    await settle();
    server.loseAnswers = true;
    upload.end();
    await settle();
    await retry();
    expect(upload.getSnapshot().finished).toBe(true);
    expect(retries).toHaveLength(0);
    expect(server.bytes).toEqual([1]);
  });

  it('retries at once when the browser says the connection is back', async () => {
    const { server, upload, settle, retries } = setUp();
    server.down = true;
    upload.add(piece(1), 1);
    await settle();
    expect(retries).toHaveLength(1);
    server.down = false;
    upload.retryNow();
    await settle();
    expect(server.bytes).toEqual([1]);
    expect(retries).toHaveLength(0);
  });

  it('asks the recording to stop once the memory for waiting pieces is full', async () => {
    const { server, upload, settle } = setUp();
    server.down = true;
    expect(upload.add(new Blob([new Uint8Array(MAX_WAITING_BYTES - 10)]), 100)).toBe(true);
    await settle();
    expect(upload.add(piece(...new Array(20).fill(0)), 101)).toBe(false);
    expect(upload.getSnapshot().waitingBytes).toBe(MAX_WAITING_BYTES + 10);
  });

  it('stops for good when the server refuses a piece (past the quota), with its words', async () => {
    const { server, upload, settle, retries } = setUp();
    upload.add(piece(1), 1);
    await settle();
    server.refuseWith = { status: 413, message: 'This file would take your workspace past its quota.' };
    upload.add(piece(2), 2);
    await settle();
    expect(upload.getSnapshot().failure).toBe('This file would take your workspace past its quota.');
    expect(retries).toHaveLength(0);
    const sent = server.requests.length;
    expect(upload.add(piece(3), 3)).toBe(false);
    upload.end();
    await settle();
    expect(server.requests).toHaveLength(sent);
  });

  it('stops for good when the recording was ended elsewhere (Transcribe in another tab)', async () => {
    const { server, upload, settle, retries } = setUp();
    upload.add(piece(1), 1);
    await settle();
    server.refuseWith = { status: 409, message: 'The upload of this file is already finished.' };
    upload.add(piece(2), 2);
    await settle();
    expect(upload.getSnapshot().failure).toBe('The upload of this file is already finished.');
    expect(retries).toHaveLength(0);
  });

  it('stops for good when its transcription may not be created, and retries when it had no answer', async () => {
    const refused = setUp(() => Promise.reject(new ApiError('No minutes left.', 403)));
    refused.upload.add(piece(1), 1);
    await refused.settle();
    expect(refused.upload.getSnapshot().failure).toBe('No minutes left.');

    let tries = 0;
    const offline = setUp(async () => {
      tries += 1;
      if (tries === 1) throw new ApiError('', 0);
      return { id: 'rec', upload_url: '/api/transcriptions/rec/upload' };
    });
    offline.upload.add(piece(1), 1);
    await offline.settle();
    expect(offline.upload.getSnapshot().offline).toBe(true);
    await offline.retry();
    expect(offline.server.bytes).toEqual([1]);
    expect(tries).toBe(2);
  });
});
