import { ApiError, serverMessage } from '../../../lib/api';

interface FailureTexts {
  /** Title when the server answered with an error ('Request Failed', 'Reset Failed'). */
  title: string;
  /** Description when that answer carried no message. */
  fallback: string;
  /** Description when no answer came at all. */
  network: string;
}

/**
 * The toast for a failed password-reset call (part 1 §8): fetch throws a TypeError when the
 * request never reached the server, which gets the 'Error' / check-your-connection wording.
 */
export function failureToast(error: unknown, texts: FailureTexts) {
  if (error instanceof TypeError) {
    return { title: 'Error', description: texts.network, variant: 'destructive' as const };
  }
  const message = error instanceof ApiError ? serverMessage(error) : '';
  return {
    title: texts.title,
    description: message || texts.fallback,
    variant: 'destructive' as const,
  };
}
