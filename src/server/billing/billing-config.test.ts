import { describe, expect, it } from 'vitest';
import { loadConfig, priceEnvName } from '../config';
import { planOfPrice, priceIdOf } from './stripe-client';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('billing configuration', () => {
  it('is configured only with all three Stripe keys', () => {
    expect(loadConfig({}).billing).toBeUndefined();
    expect(loadConfig({ ...KEYS, STRIPE_WEBHOOK_SECRET: ' ' }).billing).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).ai.planAllowances).toBe(false);
    const config = loadConfig(KEYS);
    expect(config.billing).toMatchObject({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1' });
    expect(config.ai.planAllowances).toBe(true);
  });

  it('reads each plan and interval price id, and maps both ways', () => {
    expect(priceEnvName('complete_family', 'year')).toBe('STRIPE_PRICE_COMPLETE_FAMILY_ANNUAL');
    const billing = loadConfig({
      ...KEYS,
      STRIPE_PRICE_COMPLETE_FAMILY_ANNUAL: 'price_cfa',
      STRIPE_PRICE_ESSENTIAL_INDIVIDUAL_MONTHLY: ' price_eim ',
    }).billing!;
    expect(priceIdOf(billing, 'complete_family', 'year')).toBe('price_cfa');
    expect(priceIdOf(billing, 'complete_family', 'month')).toBeUndefined();
    expect(priceIdOf(billing, 'essential_individual', 'month')).toBe('price_eim');
    expect(planOfPrice(billing, 'price_cfa')).toEqual({
      planKey: 'complete_family',
      interval: 'year',
    });
    expect(planOfPrice(billing, 'price_unknown')).toBeNull();
  });

  it('points the Stripe client elsewhere with STRIPE_API_BASE, and refuses a bad one', () => {
    const billing = loadConfig({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing!;
    expect(billing.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(() => loadConfig({ ...KEYS, STRIPE_API_BASE: 'stripe' })).toThrow(/STRIPE_API_BASE/);
  });
});
