import type { TSubscriptionSummary } from '@whispy/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentSubscription, subscriptionState } from '../billing';
import { DetailRow } from './detail-row';

type Props = { summary: TSubscriptionSummary; isDemo: boolean };

export function SubscriptionDetails({ summary, isDemo }: Props) {
  const { t, i18n } = useTranslation();
  const subscription = currentSubscription(summary);
  const state = subscriptionState(summary, isDemo);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(iso));
  const periodEnd = subscription?.current_period_end;
  const minutes = summary.minutes_available;

  return (
    <>
      <dl className="divide-y divide-zinc-100">
        {subscription ? (
          <DetailRow label={t('billing.plan')}>{t(`billing.interval.${subscription.interval}`)}</DetailRow>
        ) : null}
        <DetailRow label={t('settings.status')}>{t(`billing.state.${state}`)}</DetailRow>
        {periodEnd ? (
          <DetailRow label={t('billing.renewal')}>
            {subscription.cancel_at_period_end
              ? t('billing.cancelsOn', { date: formatDate(periodEnd) })
              : t('billing.renewsOn', { date: formatDate(periodEnd) })}
          </DetailRow>
        ) : null}
        <DetailRow label={t('billing.minutesLeft')}>
          {minutes === null
            ? t('billing.unlimited')
            : new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 0 }).format(minutes)}
        </DetailRow>
      </dl>
      {state === 'payment_failed' ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('billing.paymentFailedNotice')}
        </p>
      ) : null}
    </>
  );
}
