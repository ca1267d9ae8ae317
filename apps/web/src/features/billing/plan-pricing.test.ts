import type { TPlanPrice } from '@whispy/contracts';
import { annualDiscountPercent, formatPrice } from './plan-pricing';

const price = (currency: TPlanPrice['currency'], interval: TPlanPrice['interval'], amount: number) => ({
  currency,
  interval,
  amount,
  monthly_amount: interval === 'year' ? Math.round(amount / 12) : amount,
});

describe('plan pricing', () => {
  it('formats minor units as money in the interface language', () => {
    expect(formatPrice(450, 'usd', 'en')).toBe('$4.50');
    expect(formatPrice(17900, 'mxn', 'en')).toBe('MX$179.00');
    expect(formatPrice(17900, 'mxn', 'es')).toMatch(/^179,00\sMXN$/);
  });

  it('computes the annual discount from the prices, per currency', () => {
    const prices = [price('usd', 'month', 900), price('usd', 'year', 5400), price('mxn', 'month', 17900)];
    expect(annualDiscountPercent(prices, 'usd')).toBe(50);
    expect(annualDiscountPercent([price('usd', 'month', 1000), price('usd', 'year', 10000)], 'usd')).toBe(17);
    // No yearly MXN price, or a yearly price that saves nothing: no discount to show.
    expect(annualDiscountPercent(prices, 'mxn')).toBeNull();
    expect(annualDiscountPercent([price('usd', 'month', 100), price('usd', 'year', 1200)], 'usd')).toBeNull();
  });
});
