interface StoredCookie {
  value: string;
  path: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as it came, for answers that are not text (media). */
  bytes: Buffer;
  text: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes and assert on them directly
  json: any;
}

/**
 * A minimal browser for HTTP-level tests: a cookie jar (name + path; one host), manual redirects, and,
 * like the web app's API client, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on unsafe requests.
 */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(
    method: string,
    path: string,
    options: {
      body?: unknown;
      /** Bytes sent as they are (tus PATCH); set the content type in `headers`. */
      bytes?: Uint8Array;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      xsrf?: boolean;
    } = {},
  ): Promise<Answer> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const cookieHeader = [...this.cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const xsrf = this.cookie('XSRF-TOKEN');
    if (method !== 'GET' && options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.bytes) {
      body = new Uint8Array(options.bytes);
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, bytes, text, json };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });

  private store(line: string) {
    const [pair, ...attributes] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('=')).trim();
    const value = pair!.slice(pair!.indexOf('=') + 1).trim();
    const attribute = (key: string) =>
      attributes
        .map((part) => part.trim())
        .find((part) => part.toLowerCase().startsWith(`${key}=`))
        ?.split('=')[1];
    const expires = attribute('expires');
    const removed = attribute('max-age') === '0' || (expires !== undefined && new Date(expires) < new Date());
    if (removed || value === '') this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }
}

/** The auto-submitting form the issuer sends when the chosen account differs from its last one. */
function autoSubmitForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action || !html.includes('document.forms[0].submit()')) return null;
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  return { action: action.replaceAll('&amp;', '&'), fields };
}

/**
 * Follows redirects (and auto-submitting forms, as a browser with scripts does) from `location` until
 * one points at `stop` (a path prefix of our app), returning it.
 */
export async function followUntil(browser: Browser, location: string, stop: string): Promise<string> {
  let next = location;
  for (let hop = 0; hop < 10; hop++) {
    if (new URL(next, browser.base).pathname.startsWith(stop)) return next;
    let answer = await browser.get(next);
    const form = autoSubmitForm(answer.text);
    if (form) answer = await browser.request('POST', form.action, { form: form.fields });
    const target = answer.headers.get('location');
    if (!target)
      throw new Error(`expected a redirect from ${next}, got ${answer.status}: ${answer.text.slice(0, 200)}`);
    next = new URL(target, new URL(next, browser.base)).href;
  }
  throw new Error('too many redirects');
}

/**
 * Walks the local issuer's sign-in as a person would: start, fill in the account chooser, come back.
 * Returns the callback URL (not yet visited) so tests can tamper with or replay it.
 */
export async function reachCallback(
  browser: Browser,
  account: { name: string; email: string },
): Promise<string> {
  const start = await browser.get('/api/auth/redirect');
  const chooser = await followUntil(browser, start.json.redirect, '/oidc/interaction/');
  const page = await browser.get(chooser);
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error(`no account chooser form: ${page.text.slice(0, 200)}`);
  const submitted = await browser.request('POST', action, { form: account });
  return followUntil(browser, submitted.headers.get('location')!, '/api/auth/callback');
}

/** Signs in through the local issuer; returns the callback's answer (a 302 to /dashboard on success). */
export async function signIn(browser: Browser, account: { name: string; email: string }) {
  const callback = await reachCallback(browser, account);
  return browser.get(callback);
}

/**
 * Signs in through an issuer that approves at once (the fake Google) and returns the callback's answer.
 * The callback is visited on this browser's base, whatever scheme PUBLIC_URL names (https in front).
 */
export async function signInAtOnce(browser: Browser) {
  const start = await browser.get('/api/auth/redirect');
  const approved = await browser.get(start.json.redirect);
  const callback = new URL(approved.headers.get('location')!);
  return browser.get(callback.pathname + callback.search);
}

let counter = 0;
/** A distinct person per test, so no test depends on another's data. */
export function person(label = 'user') {
  counter += 1;
  const id = `${label}-${process.pid}-${counter}`;
  return { name: `Test ${id}`, email: `${id}@example.com` };
}

/** A signed-in browser holding a CSRF cookie whose user has accepted the terms: ready for the app. */
export async function memberBrowser(base: string, account = person()) {
  const browser = new Browser(base);
  await signIn(browser, account);
  await browser.get('/api/csrf');
  const accepted = await browser.request('POST', '/api/tos', { body: {} });
  if (accepted.status !== 200) throw new Error(`terms not accepted: ${accepted.text}`);
  return browser;
}

/** Two members of two workspaces: the owner of what a test seeds, and a stranger who must not see it. */
export async function ownerAndStranger(base: string) {
  const [owner, other] = await Promise.all([memberBrowser(base), memberBrowser(base)]);
  const { user, workspace } = (await owner.get('/api/auth/identity')).json.result;
  return { owner, other, caller: { userId: user.id as string, workspaceId: workspace.id as string } };
}
