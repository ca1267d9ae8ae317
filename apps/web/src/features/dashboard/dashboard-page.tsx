import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { useIdentity } from '../identity';
import { FirstTranscriptionPrompt } from '../transcriptions';

/** Welcome and the first-transcription prompt; counts and recent lists arrive with the dashboard call. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { data: identity } = useIdentity();
  const firstName = identity?.user.name.split(' ')[0] ?? '';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('dashboard.welcome', { name: firstName })} description={t('dashboard.subtitle')} />
      <FirstTranscriptionPrompt
        title={t('dashboard.emptyTitle')}
        description={t('dashboard.emptyDescription')}
        actionLabel={t('dashboard.newTranscription')}
      />
    </div>
  );
}
