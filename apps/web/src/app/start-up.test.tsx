import { act, render, screen, waitFor } from '@testing-library/react';
import type { TPublicConfig } from '@whispy/contracts';
import { emitIdentityUpdated, identityQueryKey, listenForIdentityUpdates } from '../features/identity';
import { makePublicConfig } from '../test/config-fixture';
import { makeIdentity } from '../test/identity-fixture';
import { type Answer, ok, type SentRequest, stubApi } from '../test/stub-api';
import { Toaster } from '../ui/toaster';
import { FatalScreen } from './fatal-screen';
import { createQueryClient } from './query-client';
import { connect } from './start-up';

const config: TPublicConfig = makePublicConfig({ terms_version: '1' });

/** The API answering by path (without `/api/`); the paths asked, in order, are read from `sent`. */
const stubNetwork = (routes: Record<string, Answer>) => stubApi(({ path }) => routes[path]);
const pathsOf = (sent: SentRequest[]) => sent.map(({ path }) => path);

describe('start-up sequence (spec §4)', () => {
  it('fetches the CSRF cookie first, then the identity and the config', async () => {
    const identity = makeIdentity();
    const sent = stubNetwork({
      csrf: { status: 204 },
      'auth/identity': ok(identity),
      config: ok(config),
    });
    const queryClient = createQueryClient();
    await connect(queryClient);
    expect(pathsOf(sent)[0]).toBe('csrf');
    expect(pathsOf(sent).slice(1).sort()).toEqual(['auth/identity', 'config']);
    expect(queryClient.getQueryData(identityQueryKey)).toEqual(identity);
  });

  it('treats a signed-out identity (result null) as success', async () => {
    stubNetwork({
      csrf: { status: 204 },
      'auth/identity': ok(null),
      config: ok(config),
    });
    const queryClient = createQueryClient();
    await expect(connect(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(identityQueryKey)).toBeNull();
  });

  it('does not ask for the identity when the CSRF call fails', async () => {
    const sent = stubNetwork({
      csrf: { status: 500, body: { result: null, message: 'Internal error' } },
    });
    await expect(connect(createQueryClient())).rejects.toThrow();
    expect(pathsOf(sent)).toEqual(['csrf']);
  });

  it('shows the fatal message as a toast that stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <>
          <FatalScreen />
          <Toaster />
        </>,
      );
      const toastText = 'Fatal: Failed to initiate api connection.';
      expect(await screen.findByRole('heading', { name: toastText })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByText(toastText)).toHaveLength(2));
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.getAllByText(toastText)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-fetches the identity when identity-updated is emitted', async () => {
    const identity = makeIdentity({ terms_accepted: false });
    const sent = stubNetwork({ 'auth/identity': ok(identity) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(identityQueryKey, null);
    const stop = listenForIdentityUpdates(queryClient);
    window.dispatchEvent(new Event('identity-updated'));
    await waitFor(() => expect(queryClient.getQueryData(identityQueryKey)).toEqual(identity));
    expect(pathsOf(sent)).toEqual(['auth/identity']);
    stop();
  });
});

describe('emitIdentityUpdated', () => {
  it('resolves with the fresh identity after a single fetch, the listener included', async () => {
    const identity = makeIdentity();
    const sent = stubNetwork({ 'auth/identity': ok(identity) });
    const queryClient = createQueryClient();
    const stop = listenForIdentityUpdates(queryClient);
    await expect(emitIdentityUpdated(queryClient)).resolves.toEqual(identity);
    expect(pathsOf(sent)).toEqual(['auth/identity']);
    stop();
  });

  it('answers what the server holds after the update, even with a fetch from before it under way', async () => {
    // A Stripe webhook's second event can arrive while the page still fetches after its first one.
    const before = makeIdentity({ terms_accepted: false });
    const after = makeIdentity({ terms_accepted: true });
    let answerEarlierFetch = () => {};
    let requests = 0;
    stubApi(() => {
      requests += 1;
      if (requests > 1) return ok(after);
      return new Promise<Answer>((resolve) => {
        answerEarlierFetch = () => resolve(ok(before));
      });
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(identityQueryKey, before);
    const stop = listenForIdentityUpdates(queryClient);
    const earlier = emitIdentityUpdated(queryClient);
    const updated = emitIdentityUpdated(queryClient);
    answerEarlierFetch();
    await expect(updated).resolves.toEqual(after);
    await expect(earlier).resolves.toEqual(after);
    expect(queryClient.getQueryData(identityQueryKey)).toEqual(after);
    stop();
  });
});
