import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import es from '../../../public/locales/es/translation.json';
import { makePublicConfig } from '../../test/config-fixture';
import { publicConfigQuery } from '../config';
import { TermsDocumentPage } from './terms-document-page';
import { TERMS_SECTIONS } from './terms-document-sections';

const config = makePublicConfig();

function renderTermsDocument() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  const router = createMemoryRouter([{ path: '/terms', element: <TermsDocumentPage /> }], {
    initialEntries: ['/terms'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('terms document page', () => {
  it('renders the terms in Spanish with the server’s version and title', async () => {
    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));
    renderTermsDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeInTheDocument();
    expect(screen.getByText('Versión 2025-07')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Tu contenido/ })).toBeInTheDocument();
    expect(document.title).toBe('Términos del servicio → Whispy');
  });

  it('has one section per outline entry, each reachable from the contents', () => {
    renderTermsDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(TERMS_SECTIONS.length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
    // Every key the outline names has English text (a missing key would render as the key itself).
    expect(screen.queryByText(/^termsDocument\./)).not.toBeInTheDocument();
  });
});
