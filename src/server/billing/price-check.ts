import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '../../domain/billing';
import { PLAN_NAMES, type PlanKey } from '../../domain/plans';
import { ConfigError, priceEnvName, type BillingConfig } from '../config';
import { createStripeClient } from './stripe-client';

/** What the subscribe page and a refused checkout say while Stripe is out of reach. */
export const CHECKOUT_UNAVAILABLE =
  'Online payment is unavailable right now: the payment service cannot be reached. Please try again later.';

const DEFAULTS = { timeoutMs: 10_000, retryAfterMs: 60_000 };

/** Stripe, and whether checkout may be offered now. */
export interface Payments {
  readonly stripe: Stripe;
  /** Null while checkout works; else why it is off. Asks Stripe again once a wait has passed. */
  checkoutUnavailable(): string | null;
}

type Failure = { type?: string; statusCode?: number; message?: string };
type Checked = { variable: string; id: string; currency?: string; failure?: Failure };
type Outcome = { reachable: true } | { reachable: false; reason: string };

/** Each configured price id with the variable that sets it, in the plans' order. */
function configuredPrices(billing: BillingConfig) {
  return (Object.keys(PLAN_NAMES) as PlanKey[]).flatMap((plan) =>
    (['month', 'year'] as const).flatMap((interval) => {
      const id = billing.prices[plan]?.[interval];
      return id ? [{ variable: priceEnvName(plan, interval), id }] : [];
    }),
  );
}

/**
 * Fetches every configured price (in parallel, each within the timeout, no retries). A price in
 * another currency, one Stripe does not have or a key it refuses is a configuration to fix:
 * ConfigError, naming it. Stripe out of reach (no answer, a network or server error) is not.
 */
async function checkPrices(
  stripe: Stripe,
  billing: BillingConfig,
  timeoutMs: number,
): Promise<Outcome> {
  const results = await Promise.all(
    configuredPrices(billing).map(async (p): Promise<Checked> => {
      try {
        const price = await stripe.prices.retrieve(
          p.id,
          {},
          { timeout: timeoutMs, maxNetworkRetries: 0 },
        );
        return { ...p, currency: price.currency };
      } catch (err) {
        return { ...p, failure: err as Failure };
      }
    }),
  );
  const problems = new Set<string>();
  for (const { variable, id, currency, failure } of results) {
    if (currency && currency !== PAYMENT_CURRENCY)
      problems.add(
        `${variable}: the Stripe price ${id} is in ${currency.toUpperCase()}; payments are in USD, so give the id of a USD price`,
      );
    else if (failure?.statusCode === 404) problems.add(`${variable}: Stripe has no price ${id}`);
    else if (failure?.statusCode === 401 || failure?.statusCode === 403)
      problems.add('STRIPE_SECRET_KEY: Stripe refused the key');
  }
  if (problems.size > 0) throw new ConfigError(`Invalid environment: ${[...problems].join('; ')}`);
  const failed = results.find((r) => r.failure)?.failure;
  return failed
    ? { reachable: false, reason: `${failed.type ?? 'error'}: ${failed.message ?? ''}` }
    : { reachable: true };
}

/**
 * At start, when billing is configured: each configured price is fetched from Stripe with a
 * timeout. One in another currency stops the start with a message naming it (ConfigError, as a
 * bad variable does). Stripe out of reach does not: checkout is off with a message, the rest of
 * the server runs, and Stripe is asked again on the first billing request after `retryAfterMs`.
 */
export async function startPayments(
  billing: BillingConfig | undefined,
  log: FastifyBaseLogger,
): Promise<Payments | null> {
  if (!billing) return null;
  const stripe = createStripeClient(billing);
  const { timeoutMs, retryAfterMs } = billing.priceCheck ?? DEFAULTS;
  let unavailable: string | null = null;
  let checkedAt = Date.now();
  let checking = false;

  const note = (outcome: Outcome) => {
    if (outcome.reachable) {
      if (unavailable) log.info('Stripe answers again: checkout is on');
      unavailable = null;
      return;
    }
    unavailable = CHECKOUT_UNAVAILABLE;
    log.warn(
      `Checkout is off: Stripe could not be reached to check the prices (${outcome.reason}); asking again in ${Math.round(retryAfterMs / 1000)} s`,
    );
  };
  note(await checkPrices(stripe, billing, timeoutMs));

  return {
    stripe,
    checkoutUnavailable() {
      if (unavailable && !checking && Date.now() - checkedAt >= retryAfterMs) {
        checking = true;
        checkedAt = Date.now();
        checkPrices(stripe, billing, timeoutMs)
          .then(note, (err: Error) => log.error(`Checkout stays off: ${err.message}`))
          .finally(() => (checking = false));
      }
      return unavailable;
    },
  };
}
