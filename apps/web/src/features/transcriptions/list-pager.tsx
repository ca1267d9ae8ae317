import type { TPage } from '@whispy/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

type Props = { page: TPage<unknown>; onPage(page: number): void };

/** "Showing {from} to {to} of {count}" with previous and next (spec §2). */
export function ListPager({ page, onPage }: Props) {
  const { t } = useTranslation();
  const hasNext = page.to < page.count;
  return (
    <nav
      aria-label={t('transcriptions.pager.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-zinc-600" aria-live="polite">
        {t('transcriptions.pager.showing', { from: page.from, to: page.to, count: page.count })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="h-9"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('transcriptions.pager.previous')}
        </Button>
        <Button variant="secondary" className="h-9" disabled={!hasNext} onClick={() => onPage(page.page + 1)}>
          {t('transcriptions.pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
