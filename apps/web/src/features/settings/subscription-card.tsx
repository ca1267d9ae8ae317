import type { TIdentity, TSubscriptionSummary } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import {
  BillingOffNote,
  currentSubscription,
  MANAGE_SUBSCRIPTION_URL,
  PLAN_PAGE,
  useSubscriptionSummary,
} from '../billing';
import { canManageWorkspace } from '../identity';
import { SubscriptionDetails } from './subscription-details';

/** Manage (the Stripe portal, a whole page) with a subscription, else the plan page; nothing with billing off. */
function SubscriptionAction({ summary }: { summary: TSubscriptionSummary }) {
  const { t } = useTranslation();
  if (!summary.billing_enabled) return null;
  if (currentSubscription(summary)) {
    return (
      <a href={MANAGE_SUBSCRIPTION_URL} className={buttonClass('secondary', 'h-9')}>
        {t('billing.manage')}
      </a>
    );
  }
  return (
    <Link to={PLAN_PAGE} className={buttonClass('primary', 'h-9')}>
      {t('billing.choosePlan')}
    </Link>
  );
}

/** Settings block "Subscription": plan, state, renewal and minutes left (spec §2). */
export function SubscriptionCard({ identity }: { identity: TIdentity }) {
  const { t } = useTranslation();
  const summary = useSubscriptionSummary();
  let body = (
    <div className="flex justify-center py-4">
      <Spinner className="size-6" />
      <span className="sr-only">{t('loading.title')}</span>
    </div>
  );
  if (summary.isError) {
    body = (
      <div role="alert" className="text-sm">
        <p className="font-medium text-zinc-900">{t('table.loadFailedTitle')}</p>
        <p className="mt-1 text-zinc-600">{t('table.loadFailedDescription')}</p>
      </div>
    );
  } else if (summary.data) {
    body = (
      <>
        <SubscriptionDetails summary={summary.data} isDemo={identity.properties.is_demo} />
        {summary.data.billing_enabled ? null : (
          <div className="mt-3">
            <BillingOffNote />
          </div>
        )}
      </>
    );
  }
  return (
    <Card
      id="subscription"
      title={t('settings.subscriptionTitle')}
      // Billing is for the workspace's owners and admins (ADR 021); members see the state only.
      actions={
        summary.data && canManageWorkspace(identity) ? <SubscriptionAction summary={summary.data} /> : null
      }
    >
      {body}
    </Card>
  );
}
