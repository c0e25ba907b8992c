import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { billingRoutes } from './billing-routes';
import type { Payments } from './price-check';
import { webhookRoutes } from './webhook-routes';

/**
 * Serves billing under /api, with the app's one Stripe client when billing is configured
 * (`payments`: made, and its prices checked, at the start of buildApp: price-check.ts).
 */
export async function registerBilling(
  app: FastifyInstance,
  ctx: AppContext,
  payments: Payments | null,
): Promise<void> {
  await app.register(billingRoutes(ctx, payments), { prefix: '/api' });
  await app.register(webhookRoutes(ctx, payments?.stripe ?? null), { prefix: '/api' });
}
