import type { TBillingInterval, TCurrency, TPlanPrice } from '@whispy/contracts';

export function priceFor(
  prices: readonly TPlanPrice[],
  currency: TCurrency,
  interval: TBillingInterval,
): TPlanPrice | undefined {
  return prices.find((price) => price.currency === currency && price.interval === interval);
}

/** What paying yearly saves against twelve monthly payments, in whole percent (spec §9 shows 50%); null when nothing. */
export function annualDiscountPercent(prices: readonly TPlanPrice[], currency: TCurrency): number | null {
  const month = priceFor(prices, currency, 'month');
  const year = priceFor(prices, currency, 'year');
  if (!month || !year || month.amount === 0) return null;
  const percent = Math.round((1 - year.amount / (12 * month.amount)) * 100);
  return percent > 0 ? percent : null;
}

/** An amount in the currency's minor unit (cents, centavos) as the interface language writes money. */
export function formatPrice(amount: number, currency: TCurrency, language: string | undefined): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() });
  const minorDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** minorDigits);
}
