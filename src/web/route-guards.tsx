import { useEffect } from 'react';
import { Redirect } from './components/server-render';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import { redirectToLogin } from './lib/redirect-to-login';
import { USER_QUERY_KEY } from './lib/query-client';
import { OfflineSignedOutNotice } from './offline/offline-banner';

/**
 * What a signed-out visitor sees on a signed-in path: the 'Unauthorized' toast, then the sign-in
 * entry after 500 ms (part 1 §4). Right after Sign Out the visitor goes home instead.
 */
export function SignedOutRedirect() {
  const { logoutMutation } = useAuth();
  const justSignedOut = logoutMutation.isSuccess;
  // Offline without a saved copy the lookup never got an answer (it waits, paused): the user is
  // unknown, not signed out, and the sign-in page could not load anyway. It resumes online.
  const unanswered = useQueryClient().getQueryState(USER_QUERY_KEY)?.status === 'pending';
  useEffect(() => {
    if (!justSignedOut && !unanswered) redirectToLogin();
  }, [justSignedOut, unanswered]);
  if (justSignedOut) return <Redirect to="/" />;
  if (unanswered) return <OfflineSignedOutNotice />;
  return <Spinner fullPage />;
}
