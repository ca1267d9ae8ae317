import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { usePublicColumns } from './transcription-columns';
import { TranscriptionList } from './transcription-list';

function NoPublicTranscriptions() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-zinc-300 border-dashed bg-white px-6 py-14 text-center">
      <p className="font-semibold text-lg text-zinc-900">{t('transcriptions.publicEmptyTitle')}</p>
      <p className="mt-2 text-sm text-zinc-600">{t('transcriptions.publicEmptyDescription')}</p>
    </div>
  );
}

/** ResourceIndex of public_transcriptions: everyone's public transcriptions, read-only. */
export function PublicTranscriptionsPage() {
  const { t } = useTranslation();
  const title = t('resources.public_transcriptions.index');
  usePageTitle(title);
  const columns = usePublicColumns();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} description={t('transcriptions.publicDescription')} />
      <TranscriptionList scope="public_transcriptions" columns={columns} empty={<NoPublicTranscriptions />} />
    </div>
  );
}
