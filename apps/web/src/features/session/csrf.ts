import { http } from '../../api';

/** `GET csrf`: answers 204 and sets the readable XSRF-TOKEN cookie the client echoes back. */
export function fetchCsrfCookie(): Promise<null> {
  return http.get<null>('csrf');
}
