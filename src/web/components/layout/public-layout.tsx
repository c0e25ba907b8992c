import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../brand-logo';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { SIGN_UP_PATH } from '../../../domain/public-pages';

/** Plain frame for public pages that have no design of their own yet: logo, sign-in links. */
export function PublicLayout() {
  return (
    <div className="bg-muted/40 flex min-h-dvh flex-col">
      <header className="bg-background border-b">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-md outline-none focus-visible:ring-2">
            <BrandLogo />
          </Link>
          <nav aria-label="Main" className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="max-[359px]:hidden">
              <Link to="/auth">Sign In</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={SIGN_UP_PATH}>Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6">
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
