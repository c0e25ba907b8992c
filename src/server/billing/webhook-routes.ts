import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { HANDLED_EVENTS, syncSubscription } from './subscription-sync';

/**
 * POST /api/billing/webhook: Stripe's events, checked against the signing secret over the exact
 * bytes received (hence its own plugin with a raw-body parser: re-serialised JSON would not
 * match the signature). A bad or missing signature is refused with 400 and changes nothing.
 */
export function webhookRoutes(ctx: AppContext, stripe: Stripe | null): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/billing/webhook', async (request, reply) => {
      const billing = ctx.config.billing;
      if (!billing || !stripe)
        throw new HttpError(503, 'Online payment is not set up on this server.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'Missing Stripe-Signature header or body.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, billing.webhookSecret);
      } catch {
        throw new HttpError(400, 'Webhook signature verification failed.');
      }
      if ((HANDLED_EVENTS as readonly string[]).includes(event.type)) {
        const reported = event.data.object as Stripe.Subscription;
        // Events can arrive late and out of order: act on the subscription as it is now. If
        // Stripe cannot be asked, the 502 makes Stripe send the event again later.
        let subscription: Stripe.Subscription;
        try {
          subscription = await stripe.subscriptions.retrieve(reported.id);
        } catch (err) {
          request.log.error(`Stripe subscription lookup failed: ${(err as Error).message}`);
          throw new HttpError(502, 'Could not confirm the subscription with Stripe; retry later.');
        }
        const deleted = subscription.status === 'canceled';
        await syncSubscription(ctx, billing, request, subscription, deleted);
      }
      return reply.send({ received: true });
    });
  };
}
