import { act, render, screen, waitFor } from '@testing-library/react';
import type { TPublicConfig } from '@whispy/contracts';
import { emitIdentityUpdated, identityQueryKey, listenForIdentityUpdates } from '../features/identity';
import { makePublicConfig } from '../test/config-fixture';
import { makeIdentity } from '../test/identity-fixture';
import { Toaster } from '../ui/toaster';
import { FatalScreen } from './fatal-screen';
import { createQueryClient } from './query-client';
import { connect } from './start-up';

const config: TPublicConfig = makePublicConfig({ terms_version: '1' });

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs fetch at the network boundary; `routes` answers by path, and every call is recorded in order. */
function stubNetwork(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const route = routes[path];
    return route ? route() : answer(404, { result: null, message: 'Not found' });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('start-up sequence (spec §4)', () => {
  it('fetches the CSRF cookie first, then the identity and the config', async () => {
    const identity = makeIdentity();
    const calls = stubNetwork({
      '/api/csrf': () => answer(204),
      '/api/auth/identity': () => answer(200, { result: identity }),
      '/api/config': () => answer(200, { result: config }),
    });
    const queryClient = createQueryClient();
    await connect(queryClient);
    expect(calls[0]).toBe('/api/csrf');
    expect(calls.slice(1).sort()).toEqual(['/api/auth/identity', '/api/config']);
    expect(queryClient.getQueryData(identityQueryKey)).toEqual(identity);
  });

  it('treats a signed-out identity (result null) as success', async () => {
    stubNetwork({
      '/api/csrf': () => answer(204),
      '/api/auth/identity': () => answer(200, { result: null }),
      '/api/config': () => answer(200, { result: config }),
    });
    const queryClient = createQueryClient();
    await expect(connect(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(identityQueryKey)).toBeNull();
  });

  it('does not ask for the identity when the CSRF call fails', async () => {
    const calls = stubNetwork({
      '/api/csrf': () => answer(500, { result: null, message: 'Internal error' }),
    });
    await expect(connect(createQueryClient())).rejects.toThrow();
    expect(calls).toEqual(['/api/csrf']);
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
    const calls = stubNetwork({ '/api/auth/identity': () => answer(200, { result: identity }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(identityQueryKey, null);
    const stop = listenForIdentityUpdates(queryClient);
    window.dispatchEvent(new Event('identity-updated'));
    await waitFor(() => expect(queryClient.getQueryData(identityQueryKey)).toEqual(identity));
    expect(calls).toEqual(['/api/auth/identity']);
    stop();
  });
});

describe('emitIdentityUpdated', () => {
  it('resolves with the fresh identity after a single fetch, the listener included', async () => {
    const identity = makeIdentity();
    const calls = stubNetwork({ '/api/auth/identity': () => answer(200, { result: identity }) });
    const queryClient = createQueryClient();
    const stop = listenForIdentityUpdates(queryClient);
    await expect(emitIdentityUpdated(queryClient)).resolves.toEqual(identity);
    expect(calls).toEqual(['/api/auth/identity']);
    stop();
  });
});
