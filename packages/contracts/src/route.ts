import { z } from 'zod';

/**
 * One HTTP route of the API, declared once: the server registers it (`http/serve.ts`), the OpenAPI document
 * is written from it, and the web client builds its requests and links from it (`api/api.ts`). A declaration
 * holds only what both sides must agree on; how the server documents and guards it stays on the server.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON without the envelope, for clients that expect their own shape (pusher-js). */
export interface BareAnswer<T extends z.ZodType = z.ZodType> {
  kind: 'bare';
  schema: T;
}

/** No body: 204 No Content, or a redirect to open as a page (302, 303). */
export interface EmptyAnswer<S extends 204 | 302 | 303 = 204 | 302 | 303> {
  kind: 'empty';
  status: S;
}

/** A file in one of `mediaTypes` (`audio/*` stands for every audio type), for a link rather than a call. */
export interface FileAnswer {
  kind: 'file';
  mediaTypes: readonly string[];
  /** Answers Range requests (206) and HEAD, as a media player asks. */
  ranged: boolean;
}

/** A zod schema is the `result` of the JSON envelope; anything else says what answers instead. */
export type Answer = z.ZodType | BareAnswer | EmptyAnswer | FileAnswer;

export interface RouteDeclaration {
  method: HttpMethod;
  /** Under `/api`, with Fastify's `:name` for each path parameter. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  answer: Answer;
  /** The success status of a JSON answer; 200 unless said. */
  status?: 200 | 201;
}

// The annotations tell bundlers that these calls do nothing but return, so the web app's bundle drops
// every declaration it does not call instead of keeping it as a statement that might have effects.

/** Declares a route; the identity function keeps its literal types for both sides to read. */
/* @__NO_SIDE_EFFECTS__ */
export function route<const R extends RouteDeclaration>(declaration: R): R {
  return declaration;
}

/* @__NO_SIDE_EFFECTS__ */
export function bareAnswer<T extends z.ZodType>(schema: T): BareAnswer<T> {
  return { kind: 'bare', schema };
}

/* @__NO_SIDE_EFFECTS__ */
export function noContent(): EmptyAnswer<204> {
  return { kind: 'empty', status: 204 };
}

/* @__NO_SIDE_EFFECTS__ */
export function redirectAnswer<S extends 302 | 303>(status: S): EmptyAnswer<S> {
  return { kind: 'empty', status };
}

/* @__NO_SIDE_EFFECTS__ */
export function fileAnswer(mediaTypes: readonly string[], { ranged = false } = {}): FileAnswer {
  return { kind: 'file', mediaTypes, ranged };
}

/** The `:id` of a resource path: ULIDs and Stripe-like ids alike, bounded so no path carries an essay. */
export const ZIdParams = z.object({ id: z.string().min(1).max(64) });

type Part<R, K extends 'params' | 'query' | 'headers' | 'body', Fallback> = R extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : Fallback;

/** What the handler reads, once validated: each part's output type. */
export type ParamsOf<R> = z.output<Part<R, 'params', z.ZodUndefined>>;
export type QueryOf<R> = z.output<Part<R, 'query', z.ZodUndefined>>;
export type HeadersOf<R> = z.output<Part<R, 'headers', z.ZodUndefined>>;
export type BodyOf<R> = z.output<Part<R, 'body', z.ZodUnknown>>;

/** What a client sends: each part's input type (before defaults and coercion). */
export type ParamsInput<R> = z.input<Part<R, 'params', z.ZodUndefined>>;
export type QueryInput<R> = z.input<Part<R, 'query', z.ZodUndefined>>;
export type BodyInput<R> = z.input<Part<R, 'body', z.ZodUndefined>>;

/** What a client gets back from a JSON or empty answer (null for no content). */
export type AnswerOf<R extends RouteDeclaration> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : R['answer'] extends BareAnswer<infer S>
    ? z.output<S>
    : R['answer'] extends EmptyAnswer
      ? null
      : never;

/** The routes a program calls (JSON or nothing back), as opposed to pages and files it links to. */
export type CallableRoute = RouteDeclaration & { answer: z.ZodType | BareAnswer | EmptyAnswer };
/** The routes a page links to: files, and redirects opened as pages. */
export type LinkedRoute = RouteDeclaration & { answer: FileAnswer | EmptyAnswer };

/** The success status: a file answers 200, an empty answer its own status, JSON 200 or its `status`. */
export function successStatus(declaration: RouteDeclaration): number {
  const { answer } = declaration;
  if ('kind' in answer && answer.kind === 'empty') return answer.status;
  return declaration.status ?? 200;
}

/** Path parameters are one segment each; these would be read as another path by any URL parser. */
const UNSENDABLE_SEGMENTS = new Set(['', '.', '..']);

/**
 * The path with each `:name` replaced by its value, percent-encoded, so an id can never add a segment, a
 * query or a fragment. Empty, `.` and `..` values are refused: URL parsers resolve them (even encoded as
 * `%2e`) into another path.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}"`);
    const text = String(value);
    if (UNSENDABLE_SEGMENTS.has(text)) throw new TypeError(`Path parameter "${name}" cannot be "${text}"`);
    return encodeURIComponent(text);
  });
}

/** A query string from the values that are set (null and undefined are left out); '' when none is. */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
