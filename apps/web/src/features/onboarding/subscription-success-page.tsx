import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { identityQuery } from '../identity';

/** A fallback for a live channel that is down: the webhook's `subscription.updated` normally comes first. */
const ACTIVATION_POLL_MS = 5000;

/**
 * Spec §2 /onboarding/subscription/success: Stripe sends the user back before its webhook has arrived, so
 * the page waits until the identity says the workspace has a subscription, then thanks.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.successTitle'));
  const identity = useQuery({
    ...identityQuery,
    refetchInterval: (query) => (query.state.data?.workspace?.has_subscription ? false : ACTIVATION_POLL_MS),
  });
  const active = identity.data?.workspace?.has_subscription === true;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('onboarding.successTitle')} />
      <div className="rounded-xl border border-zinc-200 bg-white px-5 py-8 text-center shadow-xs">
        <div role="status" className="flex flex-col items-center gap-3 text-sm text-zinc-900">
          {active ? (
            <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
          ) : (
            <Spinner className="size-8" />
          )}
          <p className="font-medium">{active ? t('onboarding.thanks') : t('onboarding.waiting')}</p>
        </div>
        {active ? (
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to="/dashboard" className={buttonClass('secondary')}>
              {t('onboarding.toDashboard')}
            </Link>
            <Link to="/resource/transcriptions/create" className={buttonClass('primary')}>
              {t('onboarding.newTranscription')}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
