import { HeaderButton, SignInButtons, SiteHeader } from '../../../components/marketing/site-header';
import { useAuth } from '../../../lib/auth';

/** Pricing top bar: Sign In (hidden on small screens) and Get Started (part 2 §2); Dashboard once signed in. */
export function PricingHeader() {
  const { user } = useAuth();
  return (
    <SiteHeader>
      {user ? (
        <HeaderButton to="/">Dashboard</HeaderButton>
      ) : (
        <SignInButtons signInClassName="hidden sm:inline-flex" />
      )}
    </SiteHeader>
  );
}
