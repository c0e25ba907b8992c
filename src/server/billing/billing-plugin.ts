import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { billingRoutes } from './billing-routes';
import { createStripeClient } from './stripe-client';
import { webhookRoutes } from './webhook-routes';

/** Serves billing under /api: one Stripe client for the app, when billing is configured. */
export async function registerBilling(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const stripe = ctx.config.billing ? createStripeClient(ctx.config.billing) : null;
  await app.register(billingRoutes(ctx, stripe), { prefix: '/api' });
  await app.register(webhookRoutes(ctx, stripe), { prefix: '/api' });
}
