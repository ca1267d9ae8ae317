import { LIVE_EVENT, workspaceChannel, ZLiveNotification } from '@whispy/contracts';
import { emitLiveNotification, emitLiveResumed } from './live-events';

/** What this module needs of a pusher-js channel. */
export type LiveChannelLike = {
  bind(event: string, callback: (data: unknown) => void): unknown;
  unbind(event?: string, callback?: (data: unknown) => void): unknown;
};

/** What this module needs of a pusher-js client. */
export type LiveClientLike = {
  subscribe(channelName: string): LiveChannelLike;
  unsubscribe(channelName: string): void;
};

/** pusher-js's event when the server accepts a subscription, first and after each reconnection. */
const SUBSCRIBED = 'pusher:subscription_succeeded';

export const INVALID_WORKSPACE_WARNING =
  'WebNotifications: Skipping registration because workspace is invalid.';

function relay(data: unknown): void {
  // A notification this build does not know (a newer server) is ignored rather than half-handled.
  const parsed = ZLiveNotification.safeParse(data);
  if (parsed.success) emitLiveNotification(parsed.data);
}

/**
 * Spec §4 live channel: at most one workspace channel at a time. `subscribe` needs a non-empty workspace id and
 * remembers it as the current workspace; `unsubscribe` leaves the channel and forgets it.
 */
export function createWorkspaceSubscription(client: LiveClientLike) {
  let current: string | null = null;
  let channel: LiveChannelLike | null = null;

  function unsubscribe(): void {
    if (current === null) return;
    channel?.unbind(LIVE_EVENT, relay);
    channel?.unbind(SUBSCRIBED, emitLiveResumed);
    client.unsubscribe(workspaceChannel(current));
    channel = null;
    current = null;
  }

  function subscribe(workspace: unknown): void {
    if (typeof workspace !== 'string' || workspace === '') {
      console.warn(INVALID_WORKSPACE_WARNING);
      return;
    }
    if (workspace === current) return;
    unsubscribe();
    current = workspace;
    channel = client.subscribe(workspaceChannel(workspace));
    channel.bind(LIVE_EVENT, relay);
    channel.bind(SUBSCRIBED, emitLiveResumed);
  }

  return { subscribe, unsubscribe };
}
