import type { TTranscriptionStatus } from '@whispy/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { buttonClass } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { useLinkImport } from './link-import-query';

/** Where a bar says how far it has come: fetching (when the size is known), preparing, processing. */
const MOVING: readonly TTranscriptionStatus[] = ['uploading', 'preparing', 'processing'];
const FETCHING: readonly TTranscriptionStatus[] = ['waiting', 'uploading'];

/**
 * One link given on this page: the transcription the server fetches it into, live ("Fetching from
 * link" with its progress, then the usual statuses), its failure in words, and the way to it.
 */
export function LinkImportRow({ id, link }: { id: string; link: string }) {
  const { t } = useTranslation();
  const { data } = useLinkImport(id);
  const name = data?.name ?? link;
  const status = data?.status ?? 'waiting';
  const label = FETCHING.includes(status)
    ? t('transcriptions.status.fetching')
    : t(`transcriptions.status.${status}`);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <Link2 aria-hidden="true" className="hidden size-5 shrink-0 text-zinc-500 sm:mt-0.5 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm text-zinc-900">{name}</p>
        <p className="mt-0.5 truncate text-xs text-zinc-600">{link}</p>
        {MOVING.includes(status) ? (
          <ProgressBar
            progress={data?.progress ?? 0}
            label={t('upload.progressFor', { name })}
            className="mt-2"
          />
        ) : null}
        <p
          aria-live="polite"
          className={`mt-1 text-xs ${status === 'failed' ? 'text-red-700' : 'text-zinc-600'}`}
        >
          {label}
          {data?.failure ? `: ${data.failure}` : null}
        </p>
      </div>
      <Link
        to={transcriptionPagePath('transcriptions', id)}
        className={buttonClass('secondary', 'h-9 shrink-0')}
      >
        {t('upload.open')}
      </Link>
    </li>
  );
}
