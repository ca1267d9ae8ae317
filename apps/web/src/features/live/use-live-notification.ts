import { useEffect } from 'react';
import { useLatestHandler } from '../../shared/use-latest-handler';
import {
  type LiveNotificationName,
  type LiveNotificationOf,
  onLiveNotification,
  onLiveResumed,
} from './live-events';

/** Calls `handler` with each live notification named `name` while the component is mounted. */
export function useLiveNotification<N extends LiveNotificationName>(
  name: N,
  handler: (notification: LiveNotificationOf<N>) => void,
): void {
  const latest = useLatestHandler(handler);
  useEffect(() => onLiveNotification(name, latest), [name, latest]);
}

/**
 * Calls `handler` whenever the workspace channel is (re)subscribed while the component is mounted: what it
 * shows from live notifications may have missed some (sent before the socket connected, or while it was
 * down), and is fetched again there.
 */
export function useLiveResumed(handler: () => void): void {
  const latest = useLatestHandler(handler);
  // Called without the bus's event: a handler such as a query's `refetch` would read it as options.
  useEffect(() => onLiveResumed(() => latest()), [latest]);
}
