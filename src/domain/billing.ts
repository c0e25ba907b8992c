import { z } from 'zod';
import { PLAN_NAMES, SUBSCRIPTION_STATUSES, type PlanKey } from './plans';

/** The shapes of the /api/billing routes (docs/architecture.md "Billing"), both sides. */

/** Every payment is in US dollars (part 2 §3: "Payment currency: usd"), set explicitly. */
export const PAYMENT_CURRENCY = 'usd';

const PLAN_KEYS = Object.keys(PLAN_NAMES) as [PlanKey, ...PlanKey[]];
const billingIntervalSchema = z.enum(['month', 'year']);

/** GET /api/billing/config (public): is online payment set up, and Stripe's publishable key. */
export const billingConfigSchema = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
  /** The intervals each plan can be bought in on this server (those with a Stripe price id). */
  available: z.partialRecord(z.enum(PLAN_KEYS), z.array(billingIntervalSchema)),
  /** Why checkout is off although payment is set up (Stripe out of reach), else null. */
  checkoutUnavailable: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** GET /api/billing/subscription: the plan as stored now, with what the Plan card shows. */
export const subscriptionSchema = z.object({
  configured: z.boolean(),
  planKey: z.string().nullable(),
  planName: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  label: z.string(),
  interval: billingIntervalSchema.nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlanName: z.string().nullable(),
  readOnly: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/create-subscription body. */
export const createSubscriptionSchema = z.object({
  /** The plan key (part 2 §3); the server maps it to the configured Stripe price id. */
  priceId: z.string().min(1, 'priceId is required').max(100),
  paymentMethodId: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a Stripe payment method id (pm_…)'),
  /** Monthly unless 'year' (billed annually). */
  interval: billingIntervalSchema.default('month'),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;

/**
 * POST /api/create-subscription answer: the client secret Stripe.js confirms (a PaymentIntent's,
 * or in a trial the pending SetupIntent's `seti_…`); null when nothing needs confirming.
 */
export const createSubscriptionAnswerSchema = z.object({ clientSecret: z.string().nullable() });
export type CreateSubscriptionAnswer = z.infer<typeof createSubscriptionAnswerSchema>;

/** POST /api/billing/cancel answer: the plan now ends at the period end. */
export const cancelSubscriptionAnswerSchema = z.object({
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});
