import { useQuery } from '@tanstack/react-query';
import type { InvitedStatus } from '../../domain/emergency-requests';

/** GET /api/invited-status: a guest who came through an invitation (issue 45). */
export const INVITED_STATUS_KEY = ['/api/invited-status'] as const;

/** The status, or undefined while it loads. */
export function useInvitedStatus() {
  return useQuery<InvitedStatus>({ queryKey: INVITED_STATUS_KEY, staleTime: 30_000 }).data;
}
