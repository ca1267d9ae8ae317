import type { QueryClient } from '@tanstack/react-query';
import type { TIdentity } from '@whispy/contracts';
import { identityQuery, identityQueryKey } from './identity-query';

/** Spec §4: the window event that makes the app re-fetch the identity. */
export const IDENTITY_UPDATED_EVENT = 'identity-updated';

/**
 * Fetches the identity again. A fetch already under way may have been sent before the change that calls
 * for this one (a Stripe webhook's second event during the fetch after its first), so it is cancelled and
 * replaced rather than joined; whoever awaited it gets the new answer.
 */
function refetchIdentity(queryClient: QueryClient): Promise<TIdentity | null> {
  const options = queryClient.defaultQueryOptions(identityQuery);
  return queryClient.getQueryCache().build(queryClient, options).fetch(options, { cancelRefetch: true });
}

/** The identity from the fetch under way, or from a new one when none is. */
function joinIdentityFetch(queryClient: QueryClient): Promise<TIdentity | null> {
  return queryClient.fetchQuery({ ...identityQuery, staleTime: 0 });
}

/** Re-fetches the identity whenever `identity-updated` is emitted; returns the unsubscribe function. */
export function listenForIdentityUpdates(queryClient: QueryClient): () => void {
  // A failure has already been shown as a toast by the HTTP client.
  const onUpdated = () => void refetchIdentity(queryClient).catch(() => {});
  window.addEventListener(IDENTITY_UPDATED_EVENT, onUpdated);
  return () => window.removeEventListener(IDENTITY_UPDATED_EVENT, onUpdated);
}

/**
 * Emits `identity-updated` and resolves with the fresh identity, so that a caller can navigate only once
 * the access gate sees the change.
 */
export function emitIdentityUpdated(queryClient: QueryClient): Promise<TIdentity | null> {
  // The listener starts the fetch; this joins it, so the update costs one request.
  window.dispatchEvent(new Event(IDENTITY_UPDATED_EVENT));
  return joinIdentityFetch(queryClient);
}

/** Forgets the signed-in user and every cached answer (after logging out). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(identityQueryKey, null);
}
