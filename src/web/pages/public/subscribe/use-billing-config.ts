import { useQuery } from '@tanstack/react-query';
import type { BillingConfig } from '../../../../domain/billing';

/** Whether this server takes payments (it never changes while the server runs). */
export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: ['/api/billing/config'], staleTime: Infinity });
}
