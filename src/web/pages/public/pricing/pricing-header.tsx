import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { BrandMark } from '../brand-mark';

/** Pricing top bar: Sign In (hidden on small screens) and Get Started (part 2 §2); Dashboard once signed in. */
export function PricingHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        {/* BrandMark is itself the link home: wrapping it in another made a link inside a link. */}
        <BrandMark tone="light" />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {user ? (
            <Button asChild size="sm" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
              <Link to="/">Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button
                asChild
                variant="ghost"
                size="sm"
                className="hidden hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
              >
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button asChild size="sm" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
                <Link to="/auth">Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
