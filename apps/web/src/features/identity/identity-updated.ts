import type { QueryClient } from '@tanstack/react-query';
import type { TIdentity } from '@whispy/contracts';
import { identityQuery, identityQueryKey } from './identity-query';

/** Spec §4: the window event that makes the app re-fetch the identity. */
export const IDENTITY_UPDATED_EVENT = 'identity-updated';

/** Fetches the identity now; a fetch already under way is joined, not repeated. */
function refreshIdentity(queryClient: QueryClient): Promise<TIdentity | null> {
  return queryClient.fetchQuery({ ...identityQuery, staleTime: 0 });
}

/** Re-fetches the identity whenever `identity-updated` is emitted; returns the unsubscribe function. */
export function listenForIdentityUpdates(queryClient: QueryClient): () => void {
  // A failure has already been shown as a toast by the HTTP client.
  const onUpdated = () => void refreshIdentity(queryClient).catch(() => {});
  window.addEventListener(IDENTITY_UPDATED_EVENT, onUpdated);
  return () => window.removeEventListener(IDENTITY_UPDATED_EVENT, onUpdated);
}

/**
 * Emits `identity-updated` and resolves with the fresh identity, so that a caller can navigate only once
 * the access gate sees the change.
 */
export function emitIdentityUpdated(queryClient: QueryClient): Promise<TIdentity | null> {
  window.dispatchEvent(new Event(IDENTITY_UPDATED_EVENT));
  return refreshIdentity(queryClient);
}

/** Forgets the signed-in user and every cached answer (after logging out). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(identityQueryKey, null);
}
