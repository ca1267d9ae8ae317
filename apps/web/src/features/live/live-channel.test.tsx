import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { TIdentity, TTranscriptionUpdated } from '@whispy/contracts';
import { useState } from 'react';
import { makePublicConfig } from '../../test/config-fixture';
import { fakePusher } from '../../test/fake-pusher';
import { makeIdentity } from '../../test/identity-fixture';
import { publicConfigQuery } from '../config';
import { identityQueryKey } from '../identity';
import { LiveChannel } from './live-channel';
import { useLiveNotification, useLiveResumed } from './use-live-notification';
import { INVALID_WORKSPACE_WARNING } from './workspace-subscription';

function ProgressReader() {
  const [seen, setSeen] = useState<TTranscriptionUpdated[]>([]);
  const [resumed, setResumed] = useState(0);
  useLiveNotification('transcription.updated', (update) => setSeen((list) => [...list, update]));
  useLiveResumed(() => setResumed((times) => times + 1));
  return (
    <ul aria-label={`connected ${resumed} times`}>
      {seen.map((update) => (
        <li key={`${update.id}-${update.progress}`}>{`${update.id} ${update.status} ${update.progress}`}</li>
      ))}
    </ul>
  );
}

function withWorkspace(ulid: string): TIdentity {
  const identity = makeIdentity();
  return { ...identity, workspace: { ...identity.workspace, ulid } };
}

function renderLive(identity: TIdentity | null) {
  const pusher = fakePusher();
  const queryClient = new QueryClient();
  queryClient.setQueryData(identityQueryKey, identity);
  queryClient.setQueryData(publicConfigQuery.queryKey, makePublicConfig());
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveChannel connect={pusher.connect} />
      <ProgressReader />
    </QueryClientProvider>,
  );
  // Query observers hear of a change in a timer of the next tick, so the update waits for it.
  const setIdentity = (next: TIdentity | null) =>
    act(async () => {
      queryClient.setQueryData(identityQueryKey, next);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...pusher, setIdentity, unmount: view.unmount };
}

const update = {
  notification: 'transcription.updated',
  id: 't1',
  name: 'Interview',
  owner: 'u1',
  status: 'processing',
  progress: 0.5,
  remaining_seconds: null,
};

afterEach(() => vi.restoreAllMocks());

describe('live channel', () => {
  it("subscribes to the workspace's private channel and re-emits its notifications in the app", () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    expect(live.log).toEqual(['subscribe private-workspace.01WORKSPACEA']);
    live.push('private-workspace.01WORKSPACEA', update);
    expect(screen.getByText('t1 processing 0.5')).toBeInTheDocument();
  });

  it('says when the channel is subscribed, at first and after each reconnection, and not after leaving it', async () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    expect(screen.getByRole('list', { name: 'connected 0 times' })).toBeInTheDocument();
    live.subscribed('private-workspace.01WORKSPACEA');
    live.subscribed('private-workspace.01WORKSPACEA');
    expect(screen.getByRole('list', { name: 'connected 2 times' })).toBeInTheDocument();
    await live.setIdentity(withWorkspace('01WORKSPACEB'));
    live.subscribed('private-workspace.01WORKSPACEA');
    expect(screen.getByRole('list', { name: 'connected 2 times' })).toBeInTheDocument();
  });

  it('ignores payloads that are not a known notification', () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    live.push('private-workspace.01WORKSPACEA', { notification: 'transcription.updated', id: 't1' });
    live.push('private-workspace.01WORKSPACEA', { notification: 'something.else', id: 't2' });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('warns and subscribes to nothing when the workspace id is empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const live = renderLive(withWorkspace(''));
    expect(warn).toHaveBeenCalledWith(
      'WebNotifications: Skipping registration because workspace is invalid.',
    );
    expect(warn).toHaveBeenCalledWith(INVALID_WORKSPACE_WARNING);
    expect(live.log).toEqual([]);
  });

  it('leaves the old channel and joins the new one when the identity changes', async () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    await live.setIdentity(withWorkspace('01WORKSPACEB'));
    expect(live.log).toEqual([
      'subscribe private-workspace.01WORKSPACEA',
      'unsubscribe private-workspace.01WORKSPACEA',
      'subscribe private-workspace.01WORKSPACEB',
    ]);
    live.push('private-workspace.01WORKSPACEA', update);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    live.push('private-workspace.01WORKSPACEB', update);
    expect(screen.getByText('t1 processing 0.5')).toBeInTheDocument();
  });

  it('keeps its channel when the identity is fetched again with the same workspace', async () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    const paid = withWorkspace('01WORKSPACEA');
    await live.setIdentity({ ...paid, workspace: { ...paid.workspace!, has_subscription: true } });
    expect(live.log).toEqual(['subscribe private-workspace.01WORKSPACEA']);
  });

  it('leaves the channel while the user belongs to no workspace, and joins the one they create', async () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    await live.setIdentity({ ...makeIdentity(), workspace: null });
    await live.setIdentity(withWorkspace('01WORKSPACEC'));
    expect(live.log).toEqual([
      'subscribe private-workspace.01WORKSPACEA',
      'unsubscribe private-workspace.01WORKSPACEA',
      'subscribe private-workspace.01WORKSPACEC',
    ]);
  });

  it('unsubscribes and disconnects on sign-out', async () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    await live.setIdentity(null);
    expect(live.log).toEqual([
      'subscribe private-workspace.01WORKSPACEA',
      'unsubscribe private-workspace.01WORKSPACEA',
      'disconnect',
    ]);
  });

  it('unsubscribes and disconnects when the page goes away', () => {
    const live = renderLive(withWorkspace('01WORKSPACEA'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(live.log).toEqual([
      'subscribe private-workspace.01WORKSPACEA',
      'unsubscribe private-workspace.01WORKSPACEA',
      'disconnect',
    ]);
    live.unmount();
    expect(live.log.filter((entry) => entry === 'disconnect').length).toBeGreaterThanOrEqual(1);
  });

  it('connects once, without a socket for a signed-out visitor', async () => {
    const live = renderLive(null);
    expect(live.connect).not.toHaveBeenCalled();
    await live.setIdentity(withWorkspace('01WORKSPACEA'));
    await live.setIdentity(withWorkspace('01WORKSPACEB'));
    expect(live.connect).toHaveBeenCalledTimes(1);
  });
});
