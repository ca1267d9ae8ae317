import type { TSearchResult } from '@whispy/contracts';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock, formatDuration } from '../../shared/format-clock';
import { momentPath } from '../../shared/search-paths';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { MarkedText } from './marked-text';

/** One transcription that matched: its name, then each matching moment as a link that plays from there. */
export function SearchResultItem({ result }: { result: TSearchResult }) {
  const { t } = useTranslation();
  const { scope, id } = result;
  const more = result.hit_count - result.hits.length;
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <Link
        to={transcriptionPagePath(scope, id)}
        className="font-medium text-zinc-900 break-words hover:text-accent-700 hover:underline"
      >
        <MarkedText parts={result.name} />
      </Link>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-zinc-600">
        <span>{t('search.by', { name: result.owner.name })}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDuration(result.duration)}</span>
        {scope === 'public_transcriptions' ? (
          <span className="inline-flex items-center gap-1">
            <Globe aria-hidden="true" className="size-3" />
            {t('search.public')}
          </span>
        ) : null}
      </p>
      {result.hits.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {result.hits.map((hit) => (
            <li key={hit.start}>
              <Link
                to={momentPath(scope, id, hit.start)}
                className="flex gap-3 rounded-lg px-2 py-1.5 text-sm text-zinc-700 hover:bg-zinc-50"
              >
                <span className="shrink-0 pt-px font-mono text-accent-700 text-xs tabular-nums">
                  {formatClock(hit.start)}
                </span>
                <span className="min-w-0 break-words">
                  <MarkedText parts={hit.snippet} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className="mt-1 px-2 text-xs text-zinc-500">{t('search.moreMoments', { count: more })}</p>
      ) : null}
    </li>
  );
}
