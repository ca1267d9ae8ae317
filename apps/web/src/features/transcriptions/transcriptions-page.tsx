import { AudioLines, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { useOwnColumns } from './transcription-columns';
import { TranscriptionList } from './transcription-list';

const CREATE_PATH = '/resource/transcriptions/create';

function NoTranscriptionsYet() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="transcriptions-empty-heading"
      className="flex flex-col items-center rounded-2xl border border-zinc-300 border-dashed bg-white px-6 py-14 text-center"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <AudioLines aria-hidden="true" className="size-6" />
      </span>
      <h2 id="transcriptions-empty-heading" className="mt-4 font-semibold text-lg text-zinc-900">
        {t('transcriptions.emptyTitle')}
      </h2>
      <p className="mt-2 max-w-md text-sm text-zinc-600 leading-relaxed">
        {t('transcriptions.emptyDescription')}
      </p>
      <Link to={CREATE_PATH} className={buttonClass('primary', 'mt-6')}>
        <Plus aria-hidden="true" className="size-4" />
        {t('transcriptions.new')}
      </Link>
    </section>
  );
}

/** ResourceIndex of transcriptions: the workspace's own, with live status and progress. */
export function TranscriptionsPage() {
  const { t } = useTranslation();
  const title = t('resources.transcriptions.index');
  usePageTitle(title);
  const columns = useOwnColumns();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        actions={
          <Link to={CREATE_PATH} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('transcriptions.new')}
          </Link>
        }
      />
      <TranscriptionList
        scope="transcriptions"
        columns={columns}
        empty={<NoTranscriptionsYet />}
        statusFilter
      />
    </div>
  );
}
