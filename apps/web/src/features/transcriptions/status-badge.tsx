import type { TTranscriptionStatus } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../ui/progress-bar';
import { TimeLeft } from './time-left';

const tones: Record<TTranscriptionStatus, string> = {
  waiting: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  uploading: 'bg-sky-50 text-sky-800 ring-sky-200',
  validating: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  queued: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  preparing: 'bg-accent-50 text-accent-800 ring-accent-100',
  processing: 'bg-accent-50 text-accent-800 ring-accent-100',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-zinc-100 text-zinc-600 ring-zinc-200',
};

/** The statuses whose progress moves while the user watches. */
const SHOWS_PROGRESS: readonly TTranscriptionStatus[] = ['uploading', 'preparing', 'processing'];

type Props = {
  status: TTranscriptionStatus;
  progress: number;
  /** The server's estimate of the seconds still needed, shown under the bar; null: none yet. */
  remainingSeconds?: number | null;
  /** `end` where the badge sits in a right-aligned value, as in the details list. */
  align?: 'start' | 'end';
  /** The server fetches the media from a link: waiting and uploading read "Fetching from link". */
  fromLink?: boolean;
};

const FETCHING: readonly TTranscriptionStatus[] = ['waiting', 'uploading'];

/** The translated status, with a progress bar while uploading (or fetching), preparing or processing. */
export function StatusBadge({
  status,
  progress,
  remainingSeconds,
  align = 'start',
  fromLink = false,
}: Props) {
  const { t } = useTranslation();
  const label = t(
    fromLink && FETCHING.includes(status)
      ? 'transcriptions.status.fetching'
      : `transcriptions.status.${status}`,
  );
  return (
    <span className={`inline-flex min-w-24 flex-col gap-1 ${align === 'end' ? 'items-end' : ''}`}>
      <span
        className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset ${tones[status]}`}
      >
        {label}
      </span>
      {SHOWS_PROGRESS.includes(status) ? (
        <ProgressBar progress={progress} label={label} className="w-full min-w-16" />
      ) : null}
      {status === 'processing' ? <TimeLeft seconds={remainingSeconds} /> : null}
    </span>
  );
}
