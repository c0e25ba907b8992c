import { useQuery } from '@tanstack/react-query';

/** What GET /api/billing/config says: is online payment set up, and Stripe's publishable key. */
export interface BillingConfig {
  configured: boolean;
  publishableKey: string | null;
}

/** Whether this server takes payments (it never changes while the server runs). */
export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: ['/api/billing/config'], staleTime: Infinity });
}
