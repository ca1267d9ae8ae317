import { useEffect, useLayoutEffect, useRef } from 'react';
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
  // The latest handler is called without re-subscribing on every render.
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveNotification(name, (notification) => latest.current(notification)), [name]);
}

/**
 * Calls `handler` whenever the workspace channel is (re)subscribed while the component is mounted: what it
 * shows from live notifications may have missed some (sent before the socket connected, or while it was
 * down), and is fetched again there.
 */
export function useLiveResumed(handler: () => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveResumed(() => latest.current()), []);
}
