import { lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { SignedOutRedirect } from './route-guards';
import { SIGNED_IN_ONLY_PATHS } from './signed-in-paths';

const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/**
 * A signed-out visitor's path that no public route matched: a signed-in page sends them to sign
 * in, anything else is the 404 card. Lazy, so the public pages do not carry the path list.
 */
export default function SignedOutFallback() {
  const { pathname } = useLocation();
  const signedInOnly = SIGNED_IN_ONLY_PATHS.some((path) => matchPath(path, pathname));
  return signedInOnly ? <SignedOutRedirect /> : <NotFoundPage />;
}
