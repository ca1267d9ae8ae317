import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { checkoutLineItem, minutesPerInvoice, planPrices } from './plan.js';

const configWith = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/nonexistent', SESSION_SECRET: 'a'.repeat(32), ...env });

describe('the plan from the configuration', () => {
  it('prices each interval and its monthly equivalent from PLAN_PRICES', () => {
    const { plan } = configWith({
      PLAN_PRICES: 'usd:month=1000, usd:year=9999,mxn:month=20000,mxn:year=120000',
      PLAN_MINUTES_PER_MONTH: '600',
    }).billing;
    const prices = planPrices(plan);
    expect(prices.minutes_per_month).toBe(600);
    expect(prices.prices).toContainEqual({
      currency: 'usd',
      interval: 'year',
      amount: 9999,
      monthly_amount: 833,
    });
    expect(minutesPerInvoice(plan, 'year')).toBe(7200);
    expect(checkoutLineItem(plan, 'prod_1', 'mxn', 'month')).toEqual({
      quantity: 1,
      price_data: {
        currency: 'mxn',
        product: 'prod_1',
        unit_amount: 20000,
        recurring: { interval: 'month' },
      },
    });
  });

  it('refuses to start with prices that miss an interval of a currency, or that it cannot read', () => {
    expect(() => configWith({ PLAN_PRICES: 'usd:month=900,usd:year=5400,mxn:month=17900' })).toThrow(
      /needs exactly one mxn:year price/,
    );
    expect(() => configWith({ PLAN_PRICES: 'usd:month=9.00' })).toThrow(ConfigError);
    expect(() => configWith({ PLAN_PRICES: 'eur:month=900' })).toThrow(ConfigError);
  });

  it('turns billing on only with the secret key, the webhook secret and the product all set', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(configWith(keys).billing.stripe).toBeNull();
    expect(configWith({ ...keys, STRIPE_PRODUCT_ID: 'prod_1' }).billing.stripe).toMatchObject({
      productId: 'prod_1',
      apiUrl: null,
    });
  });
});
