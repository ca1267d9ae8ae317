import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ResourceCreatePage, ResourceEditPage, ResourceIndexPage, ResourceShowPage } from './resource-page';

const emptyPage = { data: [], from: 0, to: 0, count: 0, page: 1, per_page: 15 };

/** The resource routes as the app declares them; the API answers every list with an empty page. */
function renderAt(path: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const found = /^\/api\/(public_)?transcriptions\?/.test(String(input));
    return new Response(JSON.stringify({ result: found ? emptyPage : null }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
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
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

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
    ['/resource/transcriptions/t9', '/api/transcriptions/t9'],
    ['/resource/transcriptions/t9/edit', '/api/transcriptions/t9'],
    ['/resource/public_transcriptions/t9', '/api/public_transcriptions/t9'],
  ])('%s opens the transcription page, which asks for %s', async (path, call) => {
    const asked = renderAt(path);
    // The API knows no such transcription: the page says so.
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(asked).toEqual([call]);
  });

  it('keeps feedback as coming soon', () => {
    renderAt('/resource/feedback/create');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it.each(['/resource/public_transcriptions/create', '/resource/workspaces'])('%s is not found', (path) => {
    const asked = renderAt(path);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
