import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQuery } from '../features/config';
import { identityQuery } from '../features/identity';
import { fetchCsrfCookie } from '../features/session';

/**
 * Spec §4: fetch the CSRF cookie, then the identity (with the public config the gate and chrome need).
 * Rejects on any failure; the caller then shows the fatal message.
 */
export async function connect(queryClient: QueryClient): Promise<void> {
  await fetchCsrfCookie();
  await Promise.all([queryClient.fetchQuery(identityQuery), queryClient.fetchQuery(publicConfigQuery)]);
}
