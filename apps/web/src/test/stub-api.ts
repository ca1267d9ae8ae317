/** A request the app sent, as a test reads it: `path` is the API path without `/api/`. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What the stubbed server replies: 200 with `{ result: null, message: 'Not found' }` unless said otherwise. */
export type Answer = { status?: number; body?: unknown };

/** The server's reply to `answer`: a request it does not answer gets a 404. */
export type AnswerRequest = (request: SentRequest) => Answer | undefined | Promise<Answer | undefined>;

/** A 200 envelope carrying `result` (and a `message`, as some actions answer). */
export const ok = (result: unknown, message?: string): Answer => ({ body: { result, message } });

/**
 * The one stubbed API of the web tests, at the network boundary: `answer` sees each request and says what
 * the server replies, at once or when its promise settles. Every request is recorded in order; the stub is
 * undone after each test (`unstubGlobals` in vite.config.ts).
 */
export function stubApi(answer: AnswerRequest = () => undefined): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://whispy.test');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    const { status = 200, body = { result: null, message: 'Not found' } } = (await answer(request)) ?? {
      status: 404,
    };
    // A 204 has no body (the Response constructor refuses one).
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}
