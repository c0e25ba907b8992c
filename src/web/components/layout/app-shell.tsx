import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../server-render';
import { useAuth } from '../../lib/auth';
import { OfflineBanner } from '../../offline/offline-banner';
import { Spinner } from '../ui/spinner';
import { AddressBanner } from './address-banner';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { VaultBanner } from './vault-banner';
import { VaultGate } from './vault-gate';

/**
 * Signed-in frame: sidebar (lg+), header, the banner while the address waits for its link, the
 * banner while reading someone's vault, and the current page in <main> (or a note when the page
 * does not belong in that vault).
 */
export function AppShell() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // A new page should start at its top, not where the last one was scrolled to. Not the page
  // the browser opened: the person may have scrolled it already (a screen rendered on the
  // server is read before the application starts), and a reload keeps its place.
  const openedPath = useRef(pathname);
  useEffect(() => {
    if (openedPath.current === pathname) return;
    openedPath.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  // Routes only mount the shell with a user; this keeps the types honest.
  if (!user) return null;
  // Every data route answers 403 until the enrolment the administrator requires is done.
  if (user.mustEnrolTwoFactor) return <Redirect to="/setup-two-factor" />;
  return (
    <div className="bg-muted/40 min-h-dvh">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="flex min-h-dvh flex-col lg:pl-72">
        <OfflineBanner />
        <AppHeader user={user} />
        <AddressBanner />
        <VaultBanner />
        <main
          id="main"
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 pb-[calc(1.5rem+var(--bottom-tray,0px)+var(--bottom-toasts,0px))] sm:px-6 sm:pb-[calc(1.5rem+var(--bottom-tray,0px))] lg:px-8 lg:py-8 lg:pb-[calc(2rem+var(--bottom-tray,0px))]"
        >
          <Suspense fallback={<Spinner className="py-24" />}>
            <VaultGate>
              <Outlet />
            </VaultGate>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
