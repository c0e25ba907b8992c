import { useQuery } from '@tanstack/react-query';
import type { TrustedPeople } from '../../../../domain/trusted-people';

/** The owner's trusted people (GET /api/trusted-people, the Trusted People page's own query). */
export function usePeople() {
  return useQuery<TrustedPeople>({ queryKey: ['/api/trusted-people'] }).data?.people;
}
