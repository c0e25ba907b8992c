import type Stripe from 'stripe';
import { loadOnFirstUse } from '../load-on-first-use';
import type { BillingInterval, PlanKey } from '../../domain/plans';
import type { BillingConfig } from '../config';

/** Stripe's package, loaded only by a server that sells (BillingConfig set). */
const stripePackage = loadOnFirstUse<typeof Stripe>('stripe');

/** The official Stripe client for this configuration (a local stub's address in tests). */
export function createStripeClient(billing: BillingConfig): Stripe {
  const StripeClient = stripePackage();
  return new StripeClient(billing.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(billing.api ?? {}),
  });
}

/** The configured price id of a plan and interval, if this server sells it. */
export function priceIdOf(
  billing: BillingConfig,
  plan: PlanKey,
  interval: BillingInterval,
): string | undefined {
  return billing.prices[plan]?.[interval];
}

/** Which plan and interval a Stripe price id stands for (only configured ids are known). */
export function planOfPrice(
  billing: BillingConfig,
  priceId: string,
): { planKey: PlanKey; interval: BillingInterval } | null {
  for (const [planKey, byInterval] of Object.entries(billing.prices)) {
    for (const [interval, id] of Object.entries(byInterval ?? {})) {
      if (id === priceId)
        return { planKey: planKey as PlanKey, interval: interval as BillingInterval };
    }
  }
  return null;
}
