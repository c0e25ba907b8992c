import { toast } from '../hooks/use-toast';

/** Pause before leaving, so the toast can be read (part 1 §9 "Login redirect delay"). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirecting = false;

/**
 * Tells the user their session ended and, 500 ms after the toast can show, sends the browser to the sign-in entry
 * with the current page as returnTo. Runs once per page load however many calls fail with 401.
 */
export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const returnTo = window.location.pathname + window.location.search;
  const leave = () =>
    setTimeout(() => {
      window.location.href = '/api/login?returnTo=' + encodeURIComponent(returnTo);
    }, LOGIN_REDIRECT_DELAY_MS);
  // The toast region is a lazy chunk (app.tsx): the pause counts from when the toast can show,
  // or a slow connection would leave before the user saw why.
  void import('../components/ui/toaster').then(leave, leave);
}
