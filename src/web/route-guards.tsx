import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import { redirectToLogin } from './lib/redirect-to-login';

/**
 * What a signed-out visitor sees on a signed-in path: the 'Unauthorized' toast, then the sign-in
 * entry after 500 ms (part 1 §4). Right after Sign Out the visitor goes home instead.
 */
export function SignedOutRedirect() {
  const { logoutMutation } = useAuth();
  const justSignedOut = logoutMutation.isSuccess;
  useEffect(() => {
    if (!justSignedOut) redirectToLogin();
  }, [justSignedOut]);
  if (justSignedOut) return <Navigate to="/" replace />;
  return <Spinner fullPage />;
}
