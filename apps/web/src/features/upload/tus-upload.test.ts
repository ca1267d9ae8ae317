import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { type UploadEvents, uploadWithTus } from './tus-upload';

// The browser build of tus-js-client (XMLHttpRequest, Blob slices, localStorage), as the app's bundle has it;
// Node would otherwise load the build for Node streams.
vi.mock(
  'tus-js-client',
  async () =>
    // @ts-expect-error the browser build ships without its own type declarations
    import('tus-js-client/lib.esm/browser/index.js'),
);

type Seen = { method: string; headers: IncomingMessage['headers'] };
type Interfere = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A real tus server on a free port; `interfere` may take a request over (drop it, hold it) before tus sees it. */
async function startTusServer() {
  const directory = await mkdtemp(join(tmpdir(), 'whispy-tus-'));
  const tus = new TusServer({
    path: '/uploads',
    datastore: new FileStore({ directory }),
    allowedHeaders: ['X-XSRF-TOKEN', 'X-Requested-With'],
  });
  const seen: Seen[] = [];
  let interfere: Interfere = () => false;
  const http: HttpServer = createServer((req, res) => {
    if (req.method !== 'OPTIONS') seen.push({ method: req.method ?? '', headers: req.headers });
    if (!interfere(req, res)) void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/uploads`,
    seen,
    setInterference: (next: Interfere) => {
      interfere = next;
    },
    /** The bytes the server has stored for the one upload it holds (FileStore keeps a `.json` beside it). */
    stored: async () => {
      const upload = (await readdir(directory)).find((name) => !name.endsWith('.json'));
      return upload ? readFile(join(directory, upload)) : null;
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function recordEvents() {
  let settle: (outcome: string) => void = () => {};
  const outcome = new Promise<string>((resolve) => {
    settle = resolve;
  });
  const progress: number[] = [];
  const events: UploadEvents & { reconnects: number } = {
    reconnects: 0,
    onProgress: (fraction) => progress.push(fraction),
    onReconnecting: () => {
      events.reconnects += 1;
    },
    onSuccess: () => settle('success'),
    onError: ({ message }) => settle(`error: ${message}`),
  };
  return { events, outcome, progress };
}

const bytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => index % 251);
const media = (size: number) => new File([bytes(size)], 'talk.mp3', { type: 'audio/mpeg', lastModified: 1 });

let server: Awaited<ReturnType<typeof startTusServer>>;
beforeEach(async () => {
  server = await startTusServer();
});
afterEach(async () => {
  await server.close();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('tus upload', () => {
  it('sends the whole file with its name and type, and the session headers on every request', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    const { events, outcome, progress } = recordEvents();
    await uploadWithTus(media(64_000), server.endpoint, events);
    expect(await outcome).toBe('success');
    expect(progress.at(-1)).toBe(1);
    expect(await server.stored()).toEqual(Buffer.from(bytes(64_000)));
    const creation = server.seen.find((request) => request.method === 'POST');
    const metadata = Object.fromEntries(
      String(creation?.headers['upload-metadata'])
        .split(',')
        .map((pair) => pair.split(' '))
        .map(([key, value]) => [key, Buffer.from(value ?? '', 'base64').toString()]),
    );
    expect(metadata).toEqual({ filename: 'talk.mp3', filetype: 'audio/mpeg' });
    for (const request of server.seen) {
      expect(request.headers['x-xsrf-token']).toBe('xsrf-1');
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    }
  });

  it('reports reconnecting when the connection drops, then finishes by itself', async () => {
    let dropped = false;
    server.setInterference((req) => {
      if (req.method !== 'PATCH' || dropped) return false;
      dropped = true;
      req.socket.destroy();
      return true;
    });
    const { events, outcome } = recordEvents();
    await uploadWithTus(media(32_000), server.endpoint, events);
    expect(await outcome).toBe('success');
    expect(events.reconnects).toBe(1);
    expect(await server.stored()).toEqual(Buffer.from(bytes(32_000)));
  });

  it('resumes the earlier upload of the same file to the same endpoint instead of starting another', async () => {
    let holding = true;
    const held = new Promise<void>((resolve) =>
      server.setInterference((req) => {
        if (req.method !== 'PATCH' || !holding) return false;
        resolve();
        return true;
      }),
    );
    const first = await uploadWithTus(media(16_000), server.endpoint, recordEvents().events);
    await held;
    await first.pause();
    holding = false;

    const { events, outcome } = recordEvents();
    await uploadWithTus(media(16_000), server.endpoint, events);
    expect(await outcome).toBe('success');
    expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(server.seen.map((request) => request.method)).toContain('HEAD');
    expect(await server.stored()).toEqual(Buffer.from(bytes(16_000)));
  });

  it("passes on the server's refusal", async () => {
    server.setInterference((req, res) => {
      if (req.method !== 'POST') return false;
      res.writeHead(422, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ message: 'This file is not audio or video.' }));
      return true;
    });
    const { events, outcome } = recordEvents();
    await uploadWithTus(media(1000), server.endpoint, events);
    expect(await outcome).toBe('error: This file is not audio or video.');
  });
});
