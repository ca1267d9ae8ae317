import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPagePath } from '../../shared/search-paths';
import type { TranscriptionScope } from '../../shared/transcription-keys';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { useIsMobile } from '../../ui/use-is-mobile';
import { ListPager } from './list-pager';
import { useListUrlParams } from './list-url-params';
import { useLiveTranscriptionUpdates } from './live-transcription-updates';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';
import { StatusFilter } from './status-filter';
import { TranscriptionCards } from './transcription-cards';
import type { TranscriptionColumn } from './transcription-columns';
import { useTranscriptionPage } from './transcription-list-query';
import { defaultDirection, type TranscriptionSort } from './transcription-sort';
import { TranscriptionTable } from './transcription-table';

type Props = {
  scope: TranscriptionScope;
  columns: TranscriptionColumn[];
  /** Shown when there is nothing at all, before any search or filter. */
  empty: ReactNode;
  statusFilter?: boolean;
};

/** Search, filter, sort and page through a transcription list; a table on wide screens, cards on mobile. */
export function TranscriptionList({ scope, columns, empty, statusFilter = false }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [params, update] = useListUrlParams();
  const list = useTranscriptionPage(scope, params);
  useLiveTranscriptionUpdates();
  const filtered = params.search !== undefined || params.status !== undefined;
  // Stable, so that a re-render (a live update) does not restart the search field's pause.
  const search = useCallback((text: string) => update({ search: text }, true), [update]);

  const sortBy = (sort: TranscriptionSort) =>
    update({
      sort,
      direction:
        sort === params.sort ? (params.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(sort),
    });

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  } else if (list.isError) {
    body = <LoadFailed />;
  } else if (list.data.count === 0 && !filtered) {
    body = empty;
  } else if (list.data.count === 0) {
    body = (
      <div className="rounded-xl border border-zinc-200 bg-white px-5 py-10 text-center text-sm">
        <p className="font-medium text-zinc-900">{t('transcriptions.noMatch')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => update({ search: undefined, status: undefined })}
        >
          {t('transcriptions.clearFilters')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div aria-busy={list.isPlaceholderData}>
        {isMobile ? (
          <TranscriptionCards columns={columns} rows={list.data.data} />
        ) : (
          <TranscriptionTable columns={columns} rows={list.data.data} params={params} onSort={sortBy} />
        )}
        <ListPager page={list.data} onPage={(page) => update({ page })} />
      </div>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField value={params.search ?? ''} onSearch={search} />
        {isMobile ? (
          <SortSelect
            columns={columns}
            params={params}
            onChange={(sort, direction) => update({ sort, direction })}
          />
        ) : null}
        {statusFilter ? (
          <StatusFilter value={params.status} onChange={(status) => update({ status })} />
        ) : null}
      </div>
      {/* The name filter, carried on into the words of every transcript (ADR 029). */}
      {params.search ? (
        <p className="-mt-1 mb-4 text-sm">
          <Link to={searchPagePath(params.search)} className="text-accent-700 hover:underline">
            {t('search.inTranscripts', { q: params.search })}
          </Link>
        </p>
      ) : null}
      {body}
    </>
  );
}
