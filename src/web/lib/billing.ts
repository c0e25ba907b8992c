/**
 * GET /api/billing/subscription's key: the Plan card reads it; subscribing (public pages) and
 * cancelling (Account Settings) refresh it.
 */
export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;
