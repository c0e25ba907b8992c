import { HeaderLink, SignInButtons, SiteHeader } from '../../../components/marketing/site-header';

/** Top bar: Pricing and Demo drop out on small screens, Sign In only on very small ones (part 1 §1). */
export function LandingHeader() {
  return (
    <SiteHeader>
      <HeaderLink to="/pricing" className="hidden sm:inline-flex">
        Pricing
      </HeaderLink>
      <HeaderLink to="/presentation" className="hidden sm:inline-flex">
        Demo
      </HeaderLink>
      <SignInButtons signInClassName="max-[359px]:hidden" />
    </SiteHeader>
  );
}
