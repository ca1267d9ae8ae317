import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../ui/toaster';
import { ApiError, InvalidResponseError, TimeoutError, ValidationError } from './api-errors';
import { API_TIMEOUT_MS, createHttpClient } from './http-client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-42' });
  res.end(JSON.stringify(body));
};

// A real HTTP server: the client goes through fetch, sockets and headers exactly as in the browser.
const routes: Record<string, Handler> = {
  'GET /api/csrf': (_req, _body, res) => {
    res.writeHead(204, { 'x-request-id': 'req-42' });
    res.end();
  },
  'GET /api/no-result': (_req, _body, res) => json(res, 200, { data: [] }),
  'GET /api/not-json': (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html></html>');
  },
  'GET /api/message': (_req, _body, res) =>
    json(res, 200, { result: { id: 1 }, message: 'Saved successfully' }),
  'GET /api/redirect-app': (_req, _body, res) => json(res, 200, { result: null, redirect: '/auth/login' }),
  'GET /api/redirect-http': (_req, _body, res) =>
    json(res, 200, { result: null, redirect: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' }),
  'GET /api/reload': (_req, _body, res) => json(res, 200, { result: 7, reload: true }),
  'GET /api/string-result': (_req, _body, res) => json(res, 200, { result: 'plain text' }),
  'POST /api/tokens': (_req, _body, res) =>
    json(res, 422, {
      result: null,
      message: 'Please check the red fields',
      errors: { name: ['Name is required'] },
    }),
  'POST /api/tos': (_req, _body, res) =>
    json(res, 403, { result: null, message: 'Please accept the terms', redirect: '/settings/terms' }),
  'GET /api/boom': (_req, _body, res) => json(res, 500, { result: null, message: 'Internal error' }),
  'PUT /api/echo': (req, body, res) =>
    json(res, 200, {
      result: { method: req.method, url: req.url, headers: req.headers, body: JSON.parse(body) },
    }),
  'GET /api/echo': (req, _body, res) =>
    json(res, 200, { result: { method: req.method, url: req.url, headers: req.headers } }),
  'GET /api/slow': () => {
    // Never answers: the client's time-out must end the call.
  },
};

let server: Server;
let baseUrl: string;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const key = `${req.method} ${req.url?.split('?')[0]}`;
      if (key === 'GET /api/slow') hanging.push(res);
      const handler = routes[key];
      if (handler) handler(req, body, res);
      else json(res, 404, { result: null, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Runs a call inside act(): its toasts and navigation updates are flushed before assertions. */
function settle<T>(call: Promise<T>): Promise<T | unknown> {
  return act(() => call.catch((error: unknown) => error));
}

function setup(timeoutMs?: number) {
  render(<Toaster />);
  const navigate = vi.fn();
  const assign = vi.fn();
  const reload = vi.fn();
  const client = createHttpClient({
    baseUrl,
    ...(timeoutMs ? { timeoutMs } : {}),
    effects: { navigate, assign, reload },
  });
  return { client, navigate, assign, reload };
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('http client response handling (spec §7)', () => {
  it('gives null for 204', async () => {
    const { client } = setup();
    expect(await settle(client.get('csrf'))).toBeNull();
  });

  it('returns result as is and shows a message as an info toast', async () => {
    const { client } = setup();
    expect(await settle(client.get('message'))).toEqual({ id: 1 });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  });

  it('returns a string result unchanged', async () => {
    const { client } = setup();
    expect(await settle(client.get('string-result'))).toBe('plain text');
  });

  it('raises messages.invalidServerResponse when the body has no result', async () => {
    const { client } = setup();
    const error = await settle(client.get('no-result'));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe('Server response format is incorrect.');
    expect(await screen.findByText('Server response format is incorrect.')).toBeInTheDocument();
  });

  it('treats a body that is not JSON as an invalid response', async () => {
    const { client } = setup();
    expect(await settle(client.get('not-json'))).toBeInstanceOf(InvalidResponseError);
  });

  it('navigates inside the app for a redirect path', async () => {
    const { client, navigate, assign } = setup();
    await settle(client.get('redirect-app'));
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the app (full page navigation) for a redirect starting with http', async () => {
    const { client, navigate, assign } = setup();
    await settle(client.get('redirect-http'));
    expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reloads the page when reload is true', async () => {
    const { client, reload } = setup();
    expect(await settle(client.get('reload'))).toBe(7);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns 422 into a validation error exposing the field errors, with an error toast', async () => {
    const { client } = setup();
    const error = await settle(client.post('tokens', { name: '' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).isValidationError).toBe(true);
    expect((error as ValidationError).fields).toEqual({ name: ['Name is required'] });
    expect((error as ValidationError).requestId).toBe('req-42');
    expect(await screen.findByText('Please check the red fields')).toBeInTheDocument();
  });

  it('shows an error answer message as an error toast, follows its redirect and rethrows', async () => {
    const { client, navigate } = setup();
    const error = await settle(client.post('tos', { token: '' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/settings/terms');
    const toast = await screen.findByText('Please accept the terms');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('shows no error toast for a quiet call, yet still rejects it', async () => {
    const error = vi.fn();
    const client = createHttpClient({ baseUrl, effects: { error } });
    const unreachable = createHttpClient({
      baseUrl,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      effects: { error },
    });
    expect(await settle(client.get('boom', { quiet: true }))).toMatchObject({ status: 500 });
    expect(await settle(client.get('no-result', { quiet: true }))).toBeInstanceOf(InvalidResponseError);
    expect(await settle(unreachable.get('anything', { quiet: true }))).toBeInstanceOf(ApiError);
    expect(error).not.toHaveBeenCalled();

    await settle(client.get('boom'));
    expect(error).toHaveBeenCalledWith('Internal error');
  });

  it('shows neither the message of a silent call nor its error', async () => {
    const info = vi.fn();
    const error = vi.fn();
    const client = createHttpClient({ baseUrl, effects: { info, error } });
    expect(await client.get('message', { silent: true })).toEqual({ id: 1 });
    expect(await settle(client.get('boom', { silent: true }))).toMatchObject({ status: 500 });
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('rethrows a server error with its status', async () => {
    const { client } = setup();
    expect(await settle(client.get('boom'))).toMatchObject({ status: 500, message: 'Internal error' });
  });

  it('sends credentials headers: Accept, X-Requested-With and the XSRF token read from the cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life; the test plays its part.
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en=1')}; path=/`;
    const { client } = setup();
    const echoed = (await settle(client.put('echo', { a: 1 }))) as {
      method: string;
      headers: Record<string, string>;
      body: unknown;
    };
    expect(echoed.method).toBe('PUT');
    expect(echoed.headers.accept).toBe('application/json');
    expect(echoed.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(echoed.headers['x-xsrf-token']).toBe('tok/en=1');
    expect(echoed.headers['accept-language']).toBe('en');
    expect(echoed.headers['content-type']).toBe('application/json');
    expect(echoed.body).toEqual({ a: 1 });
  });

  it('omits the XSRF header without the cookie and encodes query parameters', async () => {
    const { client } = setup();
    const echoed = (await settle(client.get('echo', { query: { page: 2, q: 'a b', skip: undefined } }))) as {
      url: string;
      headers: Record<string, string>;
    };
    expect(echoed.headers['x-xsrf-token']).toBeUndefined();
    expect(echoed.url).toBe('/api/echo?page=2&q=a+b');
  });

  it('gives up after the time-out with a timeout error and toast', async () => {
    const { client } = setup(150);
    const started = Date.now();
    const error = await settle(client.get('slow'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await screen.findByText(/took too long/)).toBeInTheDocument();
  });

  it('uses a 60 second time-out by default', async () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const signals: AbortSignal[] = [];
      const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const client = createHttpClient({ baseUrl, fetch: neverAnswers, effects: { error: () => {} } });
      const call = client.get('anything').catch((e: unknown) => e);
      await act(async () => {
        vi.advanceTimersByTime(API_TIMEOUT_MS - 1);
      });
      expect(signals[0]?.aborted).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(await call).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});
