import {
  type AnswerOf,
  type BodyInput,
  type CallableRoute,
  fillPath,
  type ParamsInput,
  type QueryInput,
} from '@whispy/contracts';
import i18n from 'i18next';
import type { z } from 'zod';
import { notify } from '../ui/notify';
import { ApiError, InvalidResponseError, TimeoutError, ValidationError } from './api-errors';
import { API_BASE } from './api-url';

/** Spec §9: every call gives up after 60 seconds. */
export const API_TIMEOUT_MS = 60_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  query?: Query;
  /** Validates `result`; a mismatch is treated like a missing result. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Shows no error toast: for calls whose failure the user is not to hear about (spec §8, feedback). */
  quiet?: boolean;
  /** Shows no toast at all, not even the server's message on success: the caller shows how it went. */
  silent?: boolean;
};

/** A part of a request the route takes: required when its schema needs it, absent when it takes none. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: never }
  : undefined extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/** A query takes its flags as booleans too (`'true' | 'false'` on the wire). */
type LooseQuery<T> = { [K in keyof T]: T[K] extends 'true' | 'false' | undefined ? T[K] | boolean : T[K] };

/** What a call of `route` sends: its path parameters, query and body, each typed by the declaration. */
export type RouteInput<R extends CallableRoute> = Part<'params', ParamsInput<R>> &
  Part<'query', LooseQuery<QueryInput<R>>> &
  Part<'body', BodyInput<R>> &
  Pick<RequestOptions<unknown>, 'signal' | 'quiet' | 'silent'>;

/** The input may be left out when the route needs none. */
type RouteArguments<R extends CallableRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** What the client does to the outside world; injectable so tests observe exactly what a user would see. */
export type ClientEffects = {
  info(message: string): void;
  error(message: string): void;
  /** In-app navigation (a redirect that does not start with http). */
  navigate(to: string): void;
  /** Full page navigation (a redirect that starts with http). */
  assign(url: string): void;
  reload(): void;
};

export type HttpClientOptions = {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  effects?: Partial<ClientEffects>;
};

type Envelope = {
  result?: unknown;
  message?: unknown;
  redirect?: unknown;
  reload?: unknown;
  errors?: unknown;
};

let appNavigate: ((to: string) => void) | null = null;

/**
 * Leaves the single-page app for another page. An object, so that a test can replace `assign` and see where
 * the page would go: jsdom cannot navigate, and its `location` cannot be spied on.
 */
export const pageNavigation = { assign: (url: string) => window.location.assign(url) };

/** The router registers itself here so that server redirects stay inside the single-page app. */
export function setAppNavigator(navigate: ((to: string) => void) | null): void {
  appNavigate = navigate;
}

const defaultEffects: ClientEffects = {
  info: (message) => notify.info(message),
  error: (message) => notify.error(message),
  navigate: (to) => (appNavigate ? appNavigate(to) : pageNavigation.assign(to)),
  assign: (url) => pageNavigation.assign(url),
  reload: () => window.location.reload(),
};

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function asEnvelope(body: unknown): Envelope | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope) : null;
}

/** Creates the one client that implements spec §7 response handling. */
export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const effects: ClientEffects = { ...defaultEffects, ...options.effects };
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  // Redirect and reload apply to success and error answers alike (a 403 sends the user to the terms).
  const follow = (envelope: Envelope) => {
    if (typeof envelope.redirect === 'string' && envelope.redirect !== '') {
      // An absolute address (Google, Stripe Checkout) leaves the app; a path stays inside it.
      if (/^https?:\/\//i.test(envelope.redirect)) effects.assign(envelope.redirect);
      else effects.navigate(envelope.redirect);
    }
    if (envelope.reload === true) effects.reload();
  };

  async function request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    requestOptions: RequestOptions<T> = {},
  ): Promise<T> {
    const showError = requestOptions.quiet || requestOptions.silent ? () => {} : effects.error;
    const invalidResponse = (status: number, requestId: string | null) => {
      const message = i18n.t('messages.invalidServerResponse');
      showError(message);
      return new InvalidResponseError(message, status, requestId);
    };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    // The interface language, so that server messages (shown as toasts) can match it.
    if (i18n.resolvedLanguage) headers['Accept-Language'] = i18n.resolvedLanguage;
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(requestOptions.signal?.reason);
    requestOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = response.status === 204 ? '' : await response.text();
    } catch (cause) {
      if (timedOut) {
        const message = i18n.t('messages.timeout');
        showError(message);
        throw new TimeoutError(message, 0);
      }
      if (requestOptions.signal?.aborted) throw cause;
      const message = i18n.t('messages.network');
      showError(message);
      throw new ApiError(message, 0);
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', onCallerAbort);
    }

    const requestId = response.headers.get('x-request-id');
    if (response.status === 204) return null as T;

    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    const envelope = asEnvelope(parsed);

    if (!response.ok) {
      const message = typeof envelope?.message === 'string' ? envelope.message : '';
      if (message) showError(message);
      if (envelope) follow(envelope);
      const fallback = message || `${response.status} ${response.statusText}`.trim();
      if (response.status === 422) {
        const fields = asEnvelope(envelope?.errors) ?? {};
        throw new ValidationError(fallback, fields as Record<string, string[]>, requestId);
      }
      throw new ApiError(fallback, response.status, requestId);
    }

    if (!envelope || !('result' in envelope)) throw invalidResponse(response.status, requestId);
    if (typeof envelope.message === 'string' && envelope.message !== '' && !requestOptions.silent) {
      effects.info(envelope.message);
    }
    follow(envelope);

    if (!requestOptions.schema) return envelope.result as T;
    const checked = requestOptions.schema.safeParse(envelope.result);
    if (!checked.success) throw invalidResponse(response.status, requestId);
    return checked.data;
  }

  /**
   * Calls a route declared in `@whispy/contracts`: path parameters filled in and percent-encoded, the query
   * serialised, the answer's `result` parsed with the declaration's schema (null for 204). A parameter that
   * cannot be one path segment rejects the call before anything is sent.
   */
  async function call<R extends CallableRoute>(
    route: R,
    ...[input]: RouteArguments<R>
  ): Promise<AnswerOf<R>> {
    const { params, query, body, signal, quiet, silent } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      quiet?: boolean;
      silent?: boolean;
    };
    const schema = 'kind' in route.answer ? undefined : (route.answer as z.ZodType<AnswerOf<R>>);
    // Unsafe methods always carry a JSON body, so the server's content-type check never sees none.
    const sent =
      route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
        ? (body ?? {})
        : undefined;
    return request<AnswerOf<R>>(route.method, fillPath(route.path, params), sent, {
      query,
      schema,
      signal,
      quiet,
      silent,
    });
  }

  return {
    request,
    call,
    get: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, undefined, opts),
    post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('POST', path, body ?? {}, opts),
    put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('PUT', path, body ?? {}, opts),
    delete: <T = unknown>(path: string, opts?: RequestOptions<T>) =>
      request<T>('DELETE', path, undefined, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client: `/api` on the same origin (Vite proxies it in development). */
export const http = createHttpClient();

/** Calls a declared route with the app's client: `api(getTranscription[scope], { params: { id } })`. */
export const api = http.call;
