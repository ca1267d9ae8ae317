import type { TTranscription } from '@whispy/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { useFormatDateTime } from '../../shared/use-format-date-time';
import { Card } from '../../ui/card';

type Props = {
  id: string;
  title: string;
  /** The resource whose rows these are: names link into it, and "More" opens its list. */
  resource: 'transcriptions' | 'public_transcriptions';
  moreLabel: string;
  /** The accessible name of "More", saying which list it opens. */
  moreName: string;
  rows: TTranscription[];
  /** What a row shows beside its name and date (its status, who uploaded it). */
  aside: (row: TTranscription) => ReactNode;
};

/** A titled card with the newest transcriptions of a list, each linking to its page, and "More" for all. */
export function RecentTranscriptions({ id, title, resource, moreLabel, moreName, rows, aside }: Props) {
  const formatDateTime = useFormatDateTime();
  return (
    <Card
      id={id}
      title={title}
      actions={
        <Link
          to={transcriptionPagePath(resource)}
          aria-label={moreName}
          className="font-medium text-accent-700 text-sm hover:underline"
        >
          {moreLabel}
        </Link>
      }
    >
      <ul className="-my-3 divide-y divide-zinc-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <Link
                to={transcriptionPagePath(resource, row.id)}
                className="break-words font-medium text-accent-700 hover:underline"
              >
                {row.name}
              </Link>
              <p className="mt-0.5 text-xs text-zinc-600">{formatDateTime(row.created_at)}</p>
            </div>
            <div className="text-sm text-zinc-700">{aside(row)}</div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
