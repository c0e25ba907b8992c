import { toast, whenToastShown } from '../hooks/use-toast';

/** Pause before leaving, so the toast can be read (part 1 §9 "Login redirect delay"). */
export const LOGIN_REDIRECT_DELAY_MS = 500;
const MAX_WAIT_FOR_TOAST_MS = 5000;

let redirecting = false;

/**
 * Tells the user their session ended and, 500 ms after the toast is on screen, sends the browser to the sign-in entry
 * with the current page as returnTo. Runs once per page load however many calls fail with 401.
 */
export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  const { id } = toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const returnTo = window.location.pathname + window.location.search;
  const leave = () =>
    setTimeout(() => {
      window.location.href = '/api/login?returnTo=' + encodeURIComponent(returnTo);
    }, LOGIN_REDIRECT_DELAY_MS);
  // The pause counts from when the toast is on screen (the toast region loads lazily), or a slow
  // connection would leave before the user saw why; if the region never loads, leave anyway.
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_FOR_TOAST_MS));
  void Promise.race([whenToastShown(id), giveUp]).then(leave);
}
