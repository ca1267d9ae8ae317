import type { TDashboard } from '@whispy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { useIdentity } from '../identity';
import { FirstTranscriptionPrompt, StatusBadge } from '../transcriptions';
import { useDashboard } from './dashboard-query';
import { DashboardStats } from './dashboard-stats';
import { useLiveDashboardUpdates } from './live-dashboard-updates';
import { RecentTranscriptions } from './recent-transcriptions';

function DashboardBlocks({ dashboard }: { dashboard: TDashboard }) {
  const { t } = useTranslation();
  const hasOwn = dashboard.transcriptions_count > 0;
  const hasPublic = dashboard.public_transcriptions_count > 0;
  return (
    <>
      <DashboardStats dashboard={dashboard} />
      <div className={`grid gap-6 ${hasPublic ? 'lg:grid-cols-2' : ''}`}>
        {hasOwn ? (
          <RecentTranscriptions
            id="recent-transcriptions"
            title={t('dashboard.recentTitle')}
            resource="transcriptions"
            moreLabel={t('dashboard.more')}
            moreName={t('dashboard.moreTranscriptions')}
            rows={dashboard.recent_transcriptions}
            aside={(row) => (
              <StatusBadge
                status={row.status}
                progress={row.progress}
                remainingSeconds={row.remaining_seconds}
                align="end"
                fromLink={row.from_link}
              />
            )}
          />
        ) : (
          <FirstTranscriptionPrompt
            title={t('dashboard.emptyTitle')}
            description={t('dashboard.emptyDescription')}
            actionLabel={t('dashboard.newTranscription')}
          />
        )}
        {hasPublic ? (
          <RecentTranscriptions
            id="recent-public-transcriptions"
            title={t('dashboard.recentPublicTitle')}
            resource="public_transcriptions"
            moreLabel={t('dashboard.more')}
            moreName={t('dashboard.morePublicTranscriptions')}
            rows={dashboard.recent_public_transcriptions}
            aside={(row) => t('dashboard.uploadedBy', { name: row.owner.name })}
          />
        ) : null}
      </div>
    </>
  );
}

/** Spec §2 /dashboard: a welcome, usage and counts, and the newest own and public transcriptions. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { data: identity } = useIdentity();
  const firstName = identity?.user.name.split(' ')[0] ?? '';
  const dashboard = useDashboard();
  useLiveDashboardUpdates();

  let body: ReactNode;
  if (dashboard.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  } else if (dashboard.isError) {
    body = <LoadFailed />;
  } else {
    body = <DashboardBlocks dashboard={dashboard.data} />;
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('dashboard.welcome', { name: firstName })} description={t('dashboard.subtitle')} />
      {body}
    </div>
  );
}
