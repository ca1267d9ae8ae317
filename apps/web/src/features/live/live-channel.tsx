import type { TPublicConfig } from '@whispy/contracts';
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../config';
import { useIdentity } from '../identity';
import { deferredClient } from './deferred-client';
import { useLiveIdentityRefresh } from './live-identity-refresh';
import { pusherOptions } from './pusher-options';
import { createWorkspaceSubscription, type LiveClientLike } from './workspace-subscription';

/** A connected live client; `disconnect` closes its socket. */
export type LiveClient = LiveClientLike & { disconnect(): void };
export type ConnectLive = (pusher: TPublicConfig['pusher']) => LiveClient;

// pusher-js is a fifth of what the first page would load, and no page needs its socket to render.
const connectPusher: ConnectLive = (pusher) =>
  deferredClient(async () => {
    const { default: Pusher } = await import('pusher-js');
    return new Pusher(pusher.key, pusherOptions(pusher, window.location));
  });

type Subscription = ReturnType<typeof createWorkspaceSubscription>;

/**
 * Keeps the signed-in user's workspace channel open (spec §4): one socket while mounted, the channel
 * re-subscribed whenever the identity changes, everything closed on sign-out and when the page goes away;
 * notifications that change the identity fetch it again. `connect` is the boundary to pusher-js.
 */
export function LiveChannel({ connect = connectPusher }: { connect?: ConnectLive }) {
  const { data: identity } = useIdentity();
  const { data: config } = usePublicConfig();
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const signedIn = identity != null;
  const pusher = config?.pusher;
  useLiveIdentityRefresh();

  useEffect(() => {
    if (!signedIn || !pusher) return;
    const client = connect(pusher);
    const workspace = createWorkspaceSubscription(client);
    setSubscription(workspace);
    const close = () => {
      workspace.unsubscribe();
      client.disconnect();
    };
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
      setSubscription(null);
    };
  }, [signedIn, pusher, connect]);

  // The channel follows the workspace, not the identity: an identity fetched again (after a Stripe
  // webhook's notice) must not leave and rejoin it, which would drop the notices sent in between.
  const workspace = identity?.workspace?.ulid;
  useEffect(() => {
    // Without a workspace (spec §2 requirement) there is no channel to follow until one is made or joined.
    if (!subscription || workspace === undefined) return;
    subscription.subscribe(workspace);
    return () => subscription.unsubscribe();
  }, [subscription, workspace]);

  return null;
}
