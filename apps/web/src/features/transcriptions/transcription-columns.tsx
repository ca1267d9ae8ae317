import type { TTranscription } from '@whispy/contracts';
import { Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../shared/format-clock';
import { type TranscriptionScope, transcriptionPagePath } from '../../shared/transcription-keys';
import { useFormatDateTime } from '../../shared/use-format-date-time';
import { DeleteTranscriptionButton } from './delete-transcription-button';
import { StatusBadge } from './status-badge';
import type { TranscriptionSort } from './transcription-sort';

export type TranscriptionColumn = {
  id: string;
  label: string;
  /** Sortable columns name the server's sort key. */
  sort?: TranscriptionSort;
  render(row: TTranscription): ReactNode;
  /** The column that titles a row's card on mobile. */
  primary?: boolean;
  /** Actions: no header text in the table, no label on the card. */
  actions?: boolean;
};

function NameLink({ scope, row }: { scope: TranscriptionScope; row: TTranscription }) {
  return (
    <Link to={transcriptionPagePath(scope, row.id)} className="font-medium text-accent-700 hover:underline">
      {row.name}
    </Link>
  );
}

function PublicFlag({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  const Icon = isPublic ? Globe : Lock;
  return (
    <span className="inline-flex items-center gap-1.5 text-zinc-700">
      <Icon aria-hidden="true" className="size-4" />
      {isPublic ? t('transcriptions.public.yes') : t('transcriptions.public.no')}
    </span>
  );
}

/** The columns both lists show alike; the name links into `scope`. */
function useCommonColumns(scope: TranscriptionScope) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return {
    name: {
      id: 'name',
      label: t('transcriptions.columns.name'),
      sort: 'name',
      primary: true,
      render: (row) => <NameLink scope={scope} row={row} />,
    },
    duration: {
      id: 'duration',
      label: t('transcriptions.columns.duration'),
      sort: 'duration',
      render: (row) => <span className="tabular-nums">{formatDuration(row.duration)}</span>,
    },
    createdAt: {
      id: 'created_at',
      label: t('transcriptions.columns.created_at'),
      sort: 'created_at',
      render: (row) => formatDateTime(row.created_at),
    },
  } satisfies Record<string, TranscriptionColumn>;
}

/** Spec §2: status, duration, name, created_at, public, and a delete action. */
export function useOwnColumns(): TranscriptionColumn[] {
  const { t } = useTranslation();
  const common = useCommonColumns('transcriptions');
  return [
    {
      id: 'status',
      label: t('transcriptions.columns.status'),
      sort: 'status',
      render: (row) => (
        <StatusBadge
          status={row.status}
          progress={row.progress}
          remainingSeconds={row.remaining_seconds}
          fromLink={row.from_link}
        />
      ),
    },
    common.duration,
    common.name,
    common.createdAt,
    {
      id: 'public',
      label: t('transcriptions.columns.public'),
      render: (row) => <PublicFlag isPublic={row.public} />,
    },
    {
      id: 'actions',
      label: t('transcriptions.columns.actions'),
      actions: true,
      render: (row) => <DeleteTranscriptionButton transcription={row} compact />,
    },
  ];
}

/** Everyone's public transcriptions: name, duration, uploaded by, created_at; nothing to change. */
export function usePublicColumns(): TranscriptionColumn[] {
  const { t } = useTranslation();
  const common = useCommonColumns('public_transcriptions');
  return [
    common.name,
    common.duration,
    { id: 'owner', label: t('transcriptions.columns.owner'), render: (row) => row.owner.name },
    common.createdAt,
  ];
}
