import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSubscription, type TSubscriptionSummary } from '@whispy/contracts';
import { api } from '../../api';
import { useLiveNotification } from '../live';

export const subscriptionKey = ['subscription'] as const;

/** `GET subscription`: whether billing is on, the plans' product and the workspace's subscription. */
export function fetchSubscription(signal?: AbortSignal): Promise<TSubscriptionSummary> {
  return api(getSubscription, { signal });
}

/** The summary, fetched again whenever a Stripe webhook changed the subscription (`subscription.updated`). */
export function useSubscriptionSummary() {
  const queryClient = useQueryClient();
  useLiveNotification('subscription.updated', () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKey });
  });
  return useQuery({ queryKey: subscriptionKey, queryFn: ({ signal }) => fetchSubscription(signal) });
}
