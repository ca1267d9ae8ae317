import {
  fillPath,
  type ParamsInput,
  type QueryInput,
  queryString,
  type RouteDeclaration,
} from '@whispy/contracts';

/** Where the API lives: on the same origin (Vite proxies it in development). */
export const API_BASE = '/api';

type Flags<T> = { [K in keyof T]: T[K] extends 'true' | 'false' | undefined ? T[K] | boolean : T[K] };

/** The address of a route, for what the browser opens itself: a file link, a page, pusher-js's auth. */
export function apiUrl<R extends RouteDeclaration>(
  route: R,
  input: { params?: ParamsInput<R>; query?: Flags<QueryInput<R>> } = {},
): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${API_BASE}${fillPath(route.path, params)}${queryString(query)}`;
}
