import type { TLiveNotification } from '@whispy/contracts';

export type LiveNotificationName = TLiveNotification['notification'];
export type LiveNotificationOf<N extends LiveNotificationName> = Extract<
  TLiveNotification,
  { notification: N }
>;

// In-app fan-out: each notification is dispatched under its own name, so a listener hears only its kind.
const bus = new EventTarget();

/** Re-emits a live notification inside the app under its `notification` name. */
export function emitLiveNotification(notification: TLiveNotification): void {
  bus.dispatchEvent(new CustomEvent(notification.notification, { detail: notification }));
}

/** Listens for one kind of live notification; returns the function that stops listening. */
export function onLiveNotification<N extends LiveNotificationName>(
  name: N,
  handler: (notification: LiveNotificationOf<N>) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<LiveNotificationOf<N>>).detail);
  bus.addEventListener(name, listener);
  return () => bus.removeEventListener(name, listener);
}

// Not a notification name (those are `kind.event`, sent by the server): the channel itself speaks here.
const RESUMED = 'live.resumed';

/**
 * Tells the app that the workspace channel has just been subscribed, on the page's first connection or
 * after a dropped one: notifications sent before that were never heard, so what follows them is stale.
 */
export function emitLiveResumed(): void {
  bus.dispatchEvent(new Event(RESUMED));
}

/** Listens for the channel being (re)subscribed; returns the function that stops listening. */
export function onLiveResumed(handler: () => void): () => void {
  bus.addEventListener(RESUMED, handler);
  return () => bus.removeEventListener(RESUMED, handler);
}
