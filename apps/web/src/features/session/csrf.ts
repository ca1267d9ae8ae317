import { issueCsrfToken } from '@whispy/contracts';
import { api } from '../../api';

/** `GET csrf`: answers 204 and sets the readable XSRF-TOKEN cookie the client echoes back. */
export function fetchCsrfCookie(): Promise<null> {
  return api(issueCsrfToken);
}
