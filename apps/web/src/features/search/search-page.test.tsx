import { screen } from '@testing-library/react';
import type { TSearchPage, TSearchResult } from '@whispy/contracts';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { SearchPage } from './search-page';

const result: TSearchResult = {
  id: 't1',
  name: [{ text: 'Weekly call', match: false }],
  scope: 'transcriptions',
  owner: { id: 'u1', name: 'Ada Lovelace' },
  duration: 60,
  created_at: '2025-03-01T00:00:00.000Z',
  hits: [{ start: 12, snippet: [{ text: 'budget', match: true }] }],
  hit_count: 1,
};

function pageOf(truncated: boolean): TSearchPage {
  return { data: [result], from: 1, to: 1, count: 37, page: 1, per_page: 10, truncated };
}

const renderSearch = (truncated: boolean) => {
  stubApi((req) => (req.path === 'search' ? ok(pageOf(truncated)) : undefined));
  renderSignedInAt([{ path: '/search', element: <SearchPage /> }], '/search?q=budget');
};

describe('search page', () => {
  it('says when a search matched more than it ranks, and how to narrow it', async () => {
    renderSearch(true);
    expect(await screen.findByRole('link', { name: /Weekly call/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Showing the best 37 matches, from the newest transcripts: more match “budget”. Add a word or a "quoted phrase" to narrow your search.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more when every match was ranked', async () => {
    renderSearch(false);
    expect(await screen.findByRole('link', { name: /Weekly call/ })).toBeInTheDocument();
    expect(screen.queryByText(/Showing the best/)).not.toBeInTheDocument();
  });
});
