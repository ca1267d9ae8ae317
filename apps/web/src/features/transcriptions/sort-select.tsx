import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptionListParams } from '../../shared/transcription-keys';
import type { TranscriptionColumn } from './transcription-columns';
import { isTranscriptionSort, type TranscriptionSort } from './transcription-sort';

type Props = {
  columns: TranscriptionColumn[];
  params: TranscriptionListParams;
  onChange(sort: TranscriptionSort, direction: 'asc' | 'desc'): void;
};

/** On mobile the cards have no column headers to click: the same orders, as one choice. */
export function SortSelect({ columns, params, onChange }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="shrink-0 text-sm text-zinc-600">
        {t('transcriptions.sortLabel')}
      </label>
      <select
        id={selectId}
        value={`${params.sort}:${params.direction}`}
        onChange={(event) => {
          const [sort = '', direction] = event.target.value.split(':');
          if (isTranscriptionSort(sort)) onChange(sort, direction === 'asc' ? 'asc' : 'desc');
        }}
        className="h-9 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:border-accent-600"
      >
        {columns.flatMap((column) =>
          column.sort
            ? (['desc', 'asc'] as const).map((direction) => (
                <option key={`${column.sort}:${direction}`} value={`${column.sort}:${direction}`}>
                  {t(`transcriptions.${direction === 'asc' ? 'ascending' : 'descending'}`, {
                    column: column.label,
                  })}
                </option>
              ))
            : [],
        )}
      </select>
    </div>
  );
}
