import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makePublicConfig } from '../../test/config-fixture';
import { makeIdentity } from '../../test/identity-fixture';
import { publicConfigQuery } from '../config';
import { identityQueryKey } from '../identity';
import type { Turnstile } from './load-turnstile';
import { TermsPage } from './terms-page';

const config = (turnstile_site_key: string | null) =>
  makePublicConfig({ turnstile_site_key, terms_url: 'https://example.com/terms' });

type Sent = { path: string; method: string; body: unknown };

/** Stubs fetch at the network boundary: POST tos succeeds; identity then answers with the terms accepted. */
function stubNetwork() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    sent.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const result = path === '/api/auth/identity' ? makeIdentity({ terms_accepted: true }) : null;
    return new Response(JSON.stringify({ result }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderTerms(siteKey: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(identityQueryKey, makeIdentity({ terms_accepted: false }));
  queryClient.setQueryData(publicConfigQuery.queryKey, config(siteKey));
  const router = createMemoryRouter(
    [
      { path: '/settings/terms', element: <TermsPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/auth/logout', element: <p>logging out</p> },
    ],
    { initialEntries: ['/settings/terms'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.turnstile;
});

describe('terms page', () => {
  it('links to the terms in a new window', () => {
    stubNetwork();
    renderTerms(null);
    const link = screen.getByRole('link', { name: /Read the full terms/ });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('accepts without a challenge, announces identity-updated and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const sent = stubNetwork();
    const updated = vi.fn();
    window.addEventListener('identity-updated', updated);
    const { queryClient } = renderTerms(null);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sent[0]).toEqual({ path: '/api/tos', method: 'POST', body: { token: '' } });
    expect(updated).toHaveBeenCalledTimes(1);
    expect(
      queryClient.getQueryData<ReturnType<typeof makeIdentity>>(identityQueryKey)?.user.terms_accepted,
    ).toBe(true);
    expect(document.querySelector('script[src*="turnstile"]')).toBeNull();
    window.removeEventListener('identity-updated', updated);
  });

  it('with a site key, waits for the Turnstile token and sends it', async () => {
    const user = userEvent.setup();
    const sent = stubNetwork();
    let solve: (token: string) => void = () => {};
    const turnstile: Turnstile = {
      render: vi.fn((_el, options) => {
        solve = options.callback;
        return 'widget-1';
      }),
      remove: vi.fn(),
    };
    window.turnstile = turnstile;
    renderTerms('site-key-1');
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    expect(vi.mocked(turnstile.render).mock.calls[0]?.[1].sitekey).toBe('site-key-1');
    act(() => solve('turnstile-token'));
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ token: 'turnstile-token' });
  });

  it('declining signs out', async () => {
    const user = userEvent.setup();
    stubNetwork();
    renderTerms(null);
    await user.click(screen.getByRole('button', { name: 'Decline and sign out' }));
    expect(await screen.findByText('logging out')).toBeInTheDocument();
  });
});
