import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { Toaster } from '../ui/toaster';

type Options = {
  /** Seeded by the test (identity, config) when it needs to be; else a fresh one that does not retry. */
  queryClient?: QueryClient;
  /** Mounted beside the router, as the app shell mounts its live channel. */
  beside?: ReactNode;
};

/** `routes` in a memory router opened at `path`, under the query client and with the toast region. */
export function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Sonner keeps its toasts in a module-wide store that a new Toaster shows again: an earlier test's
  // toasts are dismissed so that each page opens without them.
  toast.dismiss();
  render(
    <QueryClientProvider client={queryClient}>
      {options.beside}
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
