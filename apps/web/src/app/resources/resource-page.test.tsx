import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ok, stubApi } from '../../test/stub-api';
import { ResourceCreatePage, ResourceEditPage, ResourceIndexPage, ResourceShowPage } from './resource-page';

const emptyPage = { data: [], from: 0, to: 0, count: 0, page: 1, per_page: 15 };

/** The resource routes as the app declares them; the API answers every list with an empty page. */
function renderAt(path: string) {
  const sent = stubApi(({ path, query }) =>
    /^(public_)?transcriptions$/.test(path) && query.size > 0 ? ok(emptyPage) : undefined,
  );
  const router = createMemoryRouter(
    [
      { path: '/resource/:resource', element: <ResourceIndexPage /> },
      { path: '/resource/:resource/create', element: <ResourceCreatePage /> },
      { path: '/resource/:resource/:id', element: <ResourceShowPage /> },
      { path: '/resource/:resource/:id/edit', element: <ResourceEditPage /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('resource pages', () => {
  it('lists transcriptions', async () => {
    renderAt('/resource/transcriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transcriptions' })).toBeInTheDocument();
    expect(await screen.findByText('No transcriptions yet')).toBeInTheDocument();
  });

  it('lists public transcriptions', async () => {
    renderAt('/resource/public_transcriptions');
    expect(await screen.findByText('No public transcriptions yet')).toBeInTheDocument();
  });

  it.each([
    ['/resource/transcriptions/t9', 'transcriptions/t9'],
    ['/resource/transcriptions/t9/edit', 'transcriptions/t9'],
    ['/resource/public_transcriptions/t9', 'public_transcriptions/t9'],
  ])('%s opens the transcription page, which asks for %s', async (path, call) => {
    const sent = renderAt(path);
    // The API knows no such transcription: the page says so.
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(sent.map(({ path }) => path)).toEqual([call]);
  });

  it('keeps feedback as coming soon', () => {
    renderAt('/resource/feedback/create');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it.each(['/resource/public_transcriptions/create', '/resource/workspaces'])('%s is not found', (path) => {
    const sent = renderAt(path);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
