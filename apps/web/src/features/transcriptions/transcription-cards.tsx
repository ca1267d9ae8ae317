import type { TTranscription } from '@whispy/contracts';
import type { TranscriptionColumn } from './transcription-columns';

type Props = { columns: TranscriptionColumn[]; rows: TTranscription[] };

/** Narrow screens: one card per transcription, titled by its name, the other columns as label and value. */
export function TranscriptionCards({ columns, rows }: Props) {
  const primary = columns.find((column) => column.primary);
  const actions = columns.filter((column) => column.actions);
  const details = columns.filter((column) => !column.primary && !column.actions);
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 break-words text-base">{primary?.render(row)}</div>
            {actions.map((column) => (
              <div key={column.id} className="shrink-0">
                {column.render(row)}
              </div>
            ))}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {details.map((column) => (
              <div key={column.id} className="min-w-0">
                <dt className="text-xs text-zinc-500">{column.label}</dt>
                <dd className="mt-0.5 text-zinc-900">{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
