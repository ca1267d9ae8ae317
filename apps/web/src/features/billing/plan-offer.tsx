import type { TBillingInterval, TCurrency, TPlanPrices } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../ui/load-failed';
import { IntervalToggle } from './interval-toggle';
import { PlanFeatures } from './plan-features';
import { annualDiscountPercent, formatPrice, priceFor } from './plan-pricing';
import { useStartCheckout } from './start-checkout';

type Props = { plan: TPlanPrices; currency: TCurrency };

/** The plan in the workspace's currency, monthly or annual, and the button that opens Stripe Checkout. */
export function PlanOffer({ plan, currency }: Props) {
  const { t, i18n } = useTranslation();
  const [interval, setBillingInterval] = useState<TBillingInterval>('month');
  const checkout = useStartCheckout();
  const price = priceFor(plan.prices, currency, interval);
  if (!price) return <LoadFailed />;

  const money = (amount: number) => formatPrice(amount, currency, i18n.resolvedLanguage);
  // Once Checkout answers, the page is on its way to Stripe: the button stays busy until it has gone.
  const leaving = checkout.isPending || checkout.isSuccess;

  return (
    <div className="space-y-6">
      <IntervalToggle
        value={interval}
        onChange={setBillingInterval}
        annualDiscount={annualDiscountPercent(plan.prices, currency)}
      />
      <section
        aria-labelledby="plan-price"
        className="mx-auto max-w-md rounded-xl border border-zinc-200 bg-white p-6 shadow-xs"
      >
        <h2 id="plan-price" className="font-semibold text-3xl text-zinc-900 tracking-tight">
          {t('billing.perMonth', { price: money(price.monthly_amount) })}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">
          {interval === 'year'
            ? t('billing.billedYearly', { price: money(price.amount) })
            : t('billing.billedMonthly')}
        </p>
        <div className="my-6 border-zinc-100 border-t" />
        <PlanFeatures minutesPerMonth={plan.minutes_per_month} />
        <Button
          className="mt-6 w-full"
          disabled={leaving}
          onClick={() => checkout.mutate({ interval, name: plan.product })}
        >
          {leaving ? t('billing.redirecting') : t('billing.subscribe')}
        </Button>
      </section>
    </div>
  );
}
