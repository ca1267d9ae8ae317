import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { TIdentity } from '@whispy/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicConfigQuery } from '../features/config';
import { identityQueryKey } from '../features/identity';
import { makePublicConfig } from '../test/config-fixture';
import { makeIdentity } from '../test/identity-fixture';
import { createAppRoutes } from './routes';

const config = makePublicConfig();

/** The real route table, with the start-up data already in the cache. */
function renderAppAt(path: string, identity: TIdentity | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(identityQueryKey, identity);
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// RootLayout's scroll restoration calls scrollTo, which jsdom does not implement.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
describe('app routes: the terms document', () => {
  it.each([
    ['a signed-out visitor', null],
    ['a user who has not accepted the terms', makeIdentity({ terms_accepted: false })],
    ['a user who has accepted them', makeIdentity()],
  ])('opens /terms for %s, without a redirect', async (_who, identity) => {
    const router = renderAppAt('/terms', identity);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByText('Version 2025-07')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
  });
});
