import { useQuery } from '@tanstack/react-query';
import type { BillingInterval, PlanKey } from '../../../../domain/plans';

/** What GET /api/billing/config says: is online payment set up, and Stripe's publishable key. */
export interface BillingConfig {
  configured: boolean;
  publishableKey: string | null;
  /** The intervals each plan can be bought in on this server (those with a Stripe price id). */
  available: Partial<Record<PlanKey, BillingInterval[]>>;
}

/** Whether this server takes payments (it never changes while the server runs). */
export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: ['/api/billing/config'], staleTime: Infinity });
}
