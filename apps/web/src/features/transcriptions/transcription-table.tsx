import type { TTranscription } from '@whispy/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TranscriptionListParams } from '../../shared/transcription-keys';
import type { TranscriptionColumn } from './transcription-columns';
import type { TranscriptionSort } from './transcription-sort';

type Props = {
  columns: TranscriptionColumn[];
  rows: TTranscription[];
  params: TranscriptionListParams;
  onSort(sort: TranscriptionSort): void;
};

function SortHeader({
  column,
  params,
  onSort,
}: { column: TranscriptionColumn } & Omit<Props, 'columns' | 'rows'>) {
  const { t } = useTranslation();
  const sort = column.sort;
  const active = sort === params.sort;
  if (!sort) return <>{column.label}</>;
  const Icon = !active ? ArrowUpDown : params.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 hover:bg-zinc-100 hover:text-zinc-900"
      title={t('transcriptions.sortBy', { column: column.label })}
    >
      {column.label}
      <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-zinc-900' : 'text-zinc-400'}`} />
    </button>
  );
}

/** Wide screens: one row per transcription; sortable headers announce their order. */
export function TranscriptionTable({ columns, rows, params, onSort }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <thead className="border-zinc-200 border-b bg-zinc-50 text-xs text-zinc-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="px-4 py-2.5 font-medium"
                aria-sort={
                  column.sort && column.sort === params.sort
                    ? params.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.actions ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  <SortHeader column={column} params={params} onSort={onSort} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-middle hover:bg-zinc-50/60">
              {columns.map((column) => (
                <td key={column.id} className={`px-4 py-3 ${column.actions ? 'w-0 text-right' : ''}`}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
