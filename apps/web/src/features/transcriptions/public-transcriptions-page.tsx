import { useTranslation } from 'react-i18next';
import { usePublicColumns } from './transcription-columns';
import { TranscriptionIndexPage } from './transcription-index-page';

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
  const columns = usePublicColumns();
  return (
    <TranscriptionIndexPage
      scope="public_transcriptions"
      columns={columns}
      empty={<NoPublicTranscriptions />}
      description={t('transcriptions.publicDescription')}
    />
  );
}
