import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes and always calls the `handler` of the latest render: a listener added
 * once (a subscription, an event bus) sees current props and state without being removed and added
 * again on every render.
 */
export function useLatestHandler<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
