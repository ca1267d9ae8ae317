import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makePublicConfig } from '../../test/config-fixture';
import { makeIdentity } from '../../test/identity-fixture';
import { ok, stubApi } from '../../test/stub-api';
import { publicConfigQuery } from '../config';
import { identityQueryKey } from '../identity';
import type { Turnstile } from './load-turnstile';
import { TermsPage } from './terms-page';

const config = (turnstile_site_key: string | null) =>
  makePublicConfig({ turnstile_site_key, terms_url: 'https://example.com/terms' });

/** The API: POST tos succeeds and, as the server does, answers the identity with the terms accepted. */
const stubTermsApi = () =>
  stubApi(({ path }) =>
    ok(path === 'auth/identity' || path === 'tos' ? makeIdentity({ terms_accepted: true }) : null),
  );

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
  delete window.turnstile;
});

describe('terms page', () => {
  it('links to the terms in a new window', () => {
    stubTermsApi();
    renderTerms(null);
    const link = screen.getByRole('link', { name: /Read the full terms/ });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('accepts without a challenge, announces identity-updated and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const sent = stubTermsApi();
    const updated = vi.fn();
    window.addEventListener('identity-updated', updated);
    const { queryClient } = renderTerms(null);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: 'tos', method: 'POST', body: { token: '' } });
    expect(updated).toHaveBeenCalledTimes(1);
    expect(
      queryClient.getQueryData<ReturnType<typeof makeIdentity>>(identityQueryKey)?.user.terms_accepted,
    ).toBe(true);
    expect(document.querySelector('script[src*="turnstile"]')).toBeNull();
    window.removeEventListener('identity-updated', updated);
  });

  it('with a site key, waits for the Turnstile token and sends it', async () => {
    const user = userEvent.setup();
    const sent = stubTermsApi();
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
    stubTermsApi();
    renderTerms(null);
    await user.click(screen.getByRole('button', { name: 'Decline and sign out' }));
    expect(await screen.findByText('logging out')).toBeInTheDocument();
  });
});
