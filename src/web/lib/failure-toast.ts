import { serverMessage } from './api';

/**
 * The red toast of a failed sign-in, sign-up or sign-out: the server's words, never its status
 * code ("Registration failed 400: …" read as a fault to a family, issue 41).
 */
export function failureToast(
  title: string,
  error: unknown,
): { title: string; description: string; variant: 'destructive' } {
  return { title, description: serverMessage(error), variant: 'destructive' };
}
