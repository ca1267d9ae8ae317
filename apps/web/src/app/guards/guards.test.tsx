import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type { TIdentity, TPublicConfig } from '@whispy/contracts';
import { useLocation } from 'react-router';
import { publicConfigQuery } from '../../features/config';
import { identityQueryKey } from '../../features/identity';
import { makePublicConfig } from '../../test/config-fixture';
import { makeIdentity } from '../../test/identity-fixture';
import { renderRoutes } from '../../test/render-routes';
import { GuestOnly } from './guest-only';
import { RequireAccess } from './require-access';

const config: TPublicConfig = makePublicConfig({
  terms_version: '1',
  onboarding_paths: ['/resource/transcriptions/create'],
});

function Where({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <p>{`${name} at ${pathname}`}</p>;
}

function renderAt(path: string, identity: TIdentity | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(identityQueryKey, identity);
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  const protectedPage = (name: string) => (
    <RequireAccess>
      <Where name={name} />
    </RequireAccess>
  );
  return renderRoutes(
    [
      {
        path: '/auth/login',
        element: (
          <GuestOnly>
            <Where name="login" />
          </GuestOnly>
        ),
      },
      { path: '/dashboard', element: protectedPage('dashboard') },
      { path: '/settings/terms', element: protectedPage('terms') },
      { path: '/resource/transcriptions/create', element: protectedPage('create') },
      { path: '/onboarding/subscription/create', element: protectedPage('onboarding') },
      { path: '/invitations/:token', element: protectedPage('invitation') },
      { path: '/resource/workspace', element: protectedPage('new workspace') },
    ],
    path,
    { queryClient },
  );
}

afterEach(() => sessionStorage.clear());

describe('route guards', () => {
  it('sends a visitor without identity to the login page', async () => {
    renderAt('/dashboard', null);
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
  });

  it('sends a user who has not accepted the terms to the terms page', async () => {
    renderAt('/dashboard', makeIdentity({ terms_accepted: false }));
    expect(await screen.findByText('terms at /settings/terms')).toBeInTheDocument();
  });

  it('shows the subscription notice and the onboarding page for a path that needs a subscription', async () => {
    renderAt('/resource/transcriptions/create', makeIdentity());
    expect(await screen.findByText('onboarding at /onboarding/subscription/create')).toBeInTheDocument();
    expect(await screen.findByText('You need a subscription to use this feature.')).toBeInTheDocument();
  });

  it('shows the page when every check passes', async () => {
    renderAt('/resource/transcriptions/create', makeIdentity({ has_subscription: true }));
    expect(await screen.findByText('create at /resource/transcriptions/create')).toBeInTheDocument();
  });

  it('sends a signed-in user away from a guest-only page to the dashboard', async () => {
    renderAt('/auth/login', makeIdentity());
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
  });

  it('brings a visitor who opened an invitation while signed out back to it once signed in', async () => {
    renderAt('/invitations/abc', null);
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
    cleanup();
    // The sign-in comes back to the dashboard, as it always does.
    renderAt('/dashboard', makeIdentity());
    expect(await screen.findByText('invitation at /invitations/abc')).toBeInTheDocument();
  });

  it('sends a user who belongs to no workspace to create one, but lets them open an invitation', async () => {
    const noWorkspace = { ...makeIdentity(), workspace: null };
    renderAt('/dashboard', noWorkspace);
    expect(await screen.findByText('new workspace at /resource/workspace')).toBeInTheDocument();
    cleanup();
    renderAt('/invitations/abc', noWorkspace);
    expect(await screen.findByText('invitation at /invitations/abc')).toBeInTheDocument();
  });

  it('shows a guest-only page to a visitor', async () => {
    renderAt('/auth/login', null);
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
  });
});
