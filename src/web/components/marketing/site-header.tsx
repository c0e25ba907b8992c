import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';
import { BrandMark } from '../brand-mark';
import { Button } from '../ui/button';
import { SIGN_UP_PATH } from '../../../domain/public-pages';

/** The public pages' sticky white top bar: the logo (itself the link home), then the links. */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandMark tone="light" />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {children}
        </nav>
      </div>
    </header>
  );
}

/** A quiet link in the top bar (Pricing, Demo, Sign In); `className` says where it hides. */
export function HeaderLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn('hover:bg-slate-100 hover:text-slate-900', className)}
    >
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** The top bar's one filled button (Get Started, or Dashboard once signed in). */
export function HeaderButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="sm" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** Sign In (hidden where `signInClassName` says) and Get Started, both to the sign-in page. */
export function SignInButtons({ signInClassName }: { signInClassName: string }) {
  return (
    <>
      <HeaderLink to="/auth" className={signInClassName}>
        Sign In
      </HeaderLink>
      <HeaderButton to={SIGN_UP_PATH}>Get Started</HeaderButton>
    </>
  );
}
