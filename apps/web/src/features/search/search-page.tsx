import { SEARCH_MAX_LENGTH } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { searchPagePath } from '../../shared/search-paths';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { ListPager } from '../transcriptions';
import { SearchForm } from './search-form';
import { useSearchResults } from './search-query';
import { SearchResultItem } from './search-result-item';

/** `/search?q=…&page=…`: the transcriptions whose name or words match, best first, a page at a time. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const results = useSearchResults(q, page);
  usePageTitle(q ? t('search.titleFor', { q }) : t('search.title'));

  let body = null;
  if (!q) {
    body = <p className="text-sm text-zinc-600">{t('search.hint')}</p>;
  } else if (results.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  } else if (results.isError) {
    body = <LoadFailed />;
  } else if (results.data.count === 0) {
    body = (
      <p className="rounded-xl border border-zinc-200 bg-white px-5 py-10 text-center text-sm text-zinc-700">
        {t('search.nothing', { q })}
      </p>
    );
  } else {
    body = (
      <div aria-busy={results.isPlaceholderData}>
        {results.data.truncated && (
          <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('search.truncated', { count: results.data.count, q })}
          </p>
        )}
        <ul className="space-y-3">
          {results.data.data.map((result) => (
            <SearchResultItem key={result.id} result={result} />
          ))}
        </ul>
        <ListPager page={results.data} onPage={(next) => navigate(searchPagePath(q, next))} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('search.title')} description={t('search.description')} />
      {/* Keyed by the search, so the field shows what the URL searched for after back and forward. */}
      <SearchForm key={q} initial={q} className="mb-6 w-full max-w-xl" />
      {body}
    </div>
  );
}
