import { LIVE_EVENT, type TLiveNotification, workspaceChannel } from '@whispy/contracts';
import type { Broadcaster } from './broadcaster.js';

/**
 * Tells everyone signed in to a workspace that something changed there: spec §7's one event name on the
 * workspace's private channel, with a payload the contracts define (the web app re-emits it by name).
 */
export type NotifyWorkspace = (workspaceId: string, notification: TLiveNotification) => Promise<void>;

export function workspaceNotifier(broadcaster: Broadcaster): NotifyWorkspace {
  return (workspaceId, notification) =>
    broadcaster.publish(workspaceChannel(workspaceId), LIVE_EVENT, notification);
}
