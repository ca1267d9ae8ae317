import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import {
  BillingOffNote,
  CurrencyDialog,
  currentSubscription,
  PlanOffer,
  usePlanPrices,
  useSubscriptionSummary,
} from '../billing';
import { hasWorkspace, type TWorkingIdentity, useIdentity } from '../identity';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading.title')}</span>
    </div>
  );
}

function AlreadySubscribed() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm text-zinc-700">
      <p>{t('onboarding.alreadySubscribed')}</p>
      <Link to="/settings" className={buttonClass('secondary')}>
        {t('onboarding.toSettings')}
      </Link>
    </div>
  );
}

/** The prices in the workspace's currency; without one, the currency dialog opens first (spec §2). */
function PlanChooser({ identity, product }: { identity: TWorkingIdentity; product: string }) {
  const { t } = useTranslation();
  const { currency, id } = identity.workspace;
  const [choosingCurrency, setChoosingCurrency] = useState(currency === null);
  const plan = usePlanPrices(product);

  let offer: ReactNode;
  if (!currency) {
    offer = (
      <div className="space-y-4 text-center text-sm text-zinc-700">
        <p>{t('onboarding.currencyFirst')}</p>
        <Button onClick={() => setChoosingCurrency(true)}>{t('onboarding.chooseCurrency')}</Button>
      </div>
    );
  } else if (plan.isPending) {
    offer = <Loading />;
  } else if (plan.isError) {
    offer = <LoadFailed />;
  } else {
    offer = <PlanOffer plan={plan.data} currency={currency} />;
  }

  return (
    <>
      {offer}
      <CurrencyDialog
        workspaceId={id}
        open={currency === null && choosingCurrency}
        onOpenChange={setChoosingCurrency}
      />
    </>
  );
}

/** Spec §2 /onboarding/subscription/create: plan choice, monthly or annual, on to Stripe Checkout. */
export function SubscriptionCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.createTitle'));
  const { data: identity } = useIdentity();
  const summary = useSubscriptionSummary();

  let body: ReactNode = <Loading />;
  if (summary.isError) body = <LoadFailed />;
  else if (summary.data && hasWorkspace(identity)) {
    if (!summary.data.billing_enabled) body = <BillingOffNote />;
    else if (identity.workspace.has_subscription || currentSubscription(summary.data)) {
      body = <AlreadySubscribed />;
    } else body = <PlanChooser identity={identity} product={summary.data.product} />;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('onboarding.createTitle')} description={t('onboarding.createDescription')} />
      {body}
    </div>
  );
}
