import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { emitIdentityUpdated } from '../identity';
import { useLiveNotification, useLiveResumed } from './use-live-notification';

/**
 * The identity carries what a Stripe webhook or the Telegram bot changes elsewhere (`has_subscription`,
 * the Telegram link): it is fetched again when the server says so, wherever the user is in the app, and
 * when the channel is (re)subscribed, since a notice sent before that was missed.
 */
export function useLiveIdentityRefresh(): void {
  const queryClient = useQueryClient();
  // A failure has already been shown as a toast by the HTTP client.
  const refresh = useCallback(() => void emitIdentityUpdated(queryClient).catch(() => {}), [queryClient]);
  useLiveNotification('subscription.updated', refresh);
  useLiveNotification('telegram.updated', refresh);
  useLiveResumed(refresh);
}
