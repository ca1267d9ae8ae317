import { useTranslation } from 'react-i18next';
import { CreateTranscriptionLink } from './create-transcription-link';
import { FirstTranscriptionPrompt } from './first-transcription-prompt';
import { useOwnColumns } from './transcription-columns';
import { TranscriptionIndexPage } from './transcription-index-page';

/** ResourceIndex of transcriptions: the workspace's own, with live status and progress. */
export function TranscriptionsPage() {
  const { t } = useTranslation();
  const columns = useOwnColumns();
  return (
    <TranscriptionIndexPage
      scope="transcriptions"
      columns={columns}
      empty={
        <FirstTranscriptionPrompt
          title={t('transcriptions.emptyTitle')}
          description={t('transcriptions.emptyDescription')}
          actionLabel={t('transcriptions.new')}
        />
      }
      statusFilter
      actions={<CreateTranscriptionLink label={t('transcriptions.new')} />}
    />
  );
}
