import { QueryClient } from '@tanstack/react-query';
import {
  type TIdentity,
  type TLiveNotification,
  type TTranscriptionUpdated,
  workspaceChannel,
} from '@whispy/contracts';
import type { RouteObject } from 'react-router';
import { publicConfigQuery } from '../features/config';
import { identityQueryKey } from '../features/identity';
import { LiveChannel } from '../features/live';
import { makePublicConfig } from './config-fixture';
import { fakePusher } from './fake-pusher';
import { makeIdentity } from './identity-fixture';
import { renderRoutes } from './render-routes';

/** `routes` opened at `path`, signed in (Ada Lovelace unless `identity` says otherwise), with the live channel open. */
export function renderSignedInAt(routes: RouteObject[], path: string, identity: TIdentity = makeIdentity()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityQueryKey, identity);
  queryClient.setQueryData(publicConfigQuery.queryKey, makePublicConfig());
  const pusher = fakePusher();
  const router = renderRoutes(routes, path, {
    queryClient,
    beside: <LiveChannel connect={pusher.connect} />,
  });
  /** A live notification from the server on the workspace's channel. */
  const pushLive = (notification: TLiveNotification) =>
    pusher.push(workspaceChannel(identity.workspace?.ulid ?? ''), notification);
  /**
   * A `transcription.updated` event from the server on the workspace's channel, about a transcription the
   * signed-in user uploaded unless `owner` says otherwise.
   */
  const push = (
    update: Omit<TTranscriptionUpdated, 'notification' | 'name' | 'owner' | 'remaining_seconds'> &
      Partial<Pick<TTranscriptionUpdated, 'name' | 'owner' | 'remaining_seconds'>>,
  ) =>
    pushLive({
      notification: 'transcription.updated',
      name: 'Transcript',
      owner: identity.user.id,
      remaining_seconds: null,
      ...update,
    });
  /** The server accepting the channel's subscription, as on the socket's first connection or a reconnection. */
  const subscribed = () => pusher.subscribed(workspaceChannel(identity.workspace?.ulid ?? ''));
  return { router, push, pushLive, subscribed, queryClient };
}
