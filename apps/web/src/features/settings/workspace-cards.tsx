import type { TIdentity } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { ComingSoon } from '../../ui/coming-soon';

const rowClass = 'flex flex-wrap items-center justify-between gap-2 text-sm';

/** Subscription status as the identity tells it; plans and management come with billing. */
export function SubscriptionCard({ identity }: { identity: TIdentity }) {
  const { t } = useTranslation();
  const status = identity.workspace.has_subscription
    ? t('settings.subscriptionActive')
    : identity.properties.is_demo
      ? t('settings.subscriptionDemo')
      : t('settings.subscriptionTrial');
  return (
    <Card id="subscription" title={t('settings.subscriptionTitle')} actions={<ComingSoon />}>
      <div className={rowClass}>
        <span className="text-zinc-600">{t('settings.status')}</span>
        <span className="font-medium text-zinc-900">{status}</span>
      </div>
    </Card>
  );
}

export function WorkspaceCard({ identity }: { identity: TIdentity }) {
  const { t } = useTranslation();
  return (
    <Card id="workspace" title={t('settings.workspaceTitle')} actions={<ComingSoon />}>
      <div className={rowClass}>
        <span className="text-zinc-600">{t('settings.name')}</span>
        <span className="font-medium text-zinc-900">{identity.workspace.name}</span>
      </div>
    </Card>
  );
}
