import { PLANS, type PlanKey } from '../../../../domain/plans';
import { ApiError, serverMessage } from '../../../lib/api';

/** The spec's fallback when a failure has no message of its own (part 2 §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What a failed subscribe says (part 2 §8, Subscription): 401, the server's words, or a fallback. */
export function subscriptionFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Authentication required. Please log in and try again.';
    return serverMessage(error, 'Failed to create subscription');
  }
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}

/** The success toast's welcome, naming the plan. */
export function welcomeMessage(planKey: PlanKey): string {
  return `Welcome to ${PLANS[planKey].name}! You're ready to start organizing your family's future.`;
}
