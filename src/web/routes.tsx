import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Spinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import { useMaintenanceMode } from './lib/site-info';
import { lazyPage } from './lazy-page';
import { SignedInRoutes } from './signed-in-preload';

// Every page is its own chunk so the landing page downloads only what it shows. The signed-in
// app (its shell, its route table and the record descriptions) is one more lazy chunk, and so is
// the signed-out fallback that knows the signed-in paths: neither loads on a public page.
const LandingPage = lazyPage(() => import('./pages/public/landing-page'));
const AuthPage = lazyPage(() => import('./pages/public/auth-page'));
const ForgotPasswordPage = lazy(() => import('./pages/public/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/public/reset-password-page'));
const SaveRecoveryKeyPage = lazy(() => import('./pages/public/save-recovery-key-page'));
const SecurityPage = lazyPage(() => import('./pages/security/security-page'));
const PresentationPage = lazy(() => import('./pages/public/presentation-page'));
const MaintenancePage = lazy(() => import('./pages/maintenance-page'));
const MarketingPage = lazyPage(() => import('./pages/public/marketing-page'));
const PricingPage = lazyPage(() => import('./pages/public/pricing-page'));
const SubscribePage = lazy(() => import('./pages/public/subscribe-page'));
const SetupTwoFactorPage = lazy(() => import('./pages/signed-in/setup-two-factor-page'));
const InvitationPage = lazy(() => import('./pages/public/invitation-page'));
const InvitationAcceptedPage = lazy(() => import('./pages/public/invitation-accepted-page'));
const CheckInPage = lazy(() => import('./pages/public/check-in-page'));
const ConfirmEmailPage = lazy(() => import('./pages/public/confirm-email-page'));
const PublicLayout = lazyPage<object>(() =>
  import('./components/layout/public-layout').then((m) => ({ default: m.PublicLayout })),
);
const SignedOutFallback = lazy(() => import('./signed-out-fallback'));

/** What each prerendered public page renders lazily: loaded before it is hydrated (main.tsx). */
const PRERENDERED_CHUNKS: Record<string, Array<{ preload: () => Promise<void> }>> = {
  '/': [LandingPage],
  '/pricing': [PricingPage],
  '/marketing': [MarketingPage],
  '/auth': [AuthPage],
  '/security': [PublicLayout, SecurityPage],
};

export async function preloadPrerenderedPage(pathname: string): Promise<void> {
  await Promise.all((PRERENDERED_CHUNKS[pathname] ?? []).map((page) => page.preload()));
}

/** The route table: `/` is the landing page when signed out and the home dashboard when signed in. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const maintenance = useMaintenanceMode();
  const { pathname } = useLocation();
  if (isLoading) return <Spinner fullPage label="Loading..." />;
  // During maintenance only admins reach the app; the sign-in page stays open for them.
  if (maintenance && !user?.isAdmin && pathname !== '/auth') {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <MaintenancePage />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<Spinner fullPage />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {/* Shown once after sign-up or a sign-in that made a recovery key; key in location state. */}
        <Route path="/save-recovery-key" element={<SaveRecoveryKeyPage />} />
        {/* Open to everyone; the deck fills the screen, so no app or public frame around it. */}
        <Route path="/presentation" element={<PresentationPage />} />
        {/* Public pages with frames of their own; /subscribe sends signed-out visitors to sign in. */}
        <Route path="/marketing" element={<MarketingPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/subscribe" element={<SubscribePage />} />
        {/* Outside the app frame: the enrolment the administrator requires (it guards itself). */}
        <Route path="/setup-two-factor" element={<SetupTwoFactorPage />} />
        {/* Emailed links, signed in or out: a trusted-people invitation (its token in the fragment;
            the path form is how links were mailed before), an inactivity check-in, a
            confirmation link for an email address. */}
        <Route path="/invitations" element={<InvitationPage />} />
        {/* After accepting: what happens now and one's six words (signed in; it says so). */}
        <Route path="/invitations/accepted" element={<InvitationAcceptedPage />} />
        <Route path="/invitations/:token" element={<InvitationPage />} />
        <Route path="/check-in" element={<CheckInPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        {user ? (
          // The home dashboard at /, every signed-in screen and the 404 card (signed-in-routes.tsx).
          <Route path="*" element={<SignedInRoutes />} />
        ) : (
          <>
            <Route index element={<LandingPage />} />
            <Route element={<PublicLayout />}>
              {/* The Security Center reads only public facts, so visitors may read it too. */}
              <Route path="/security" element={<SecurityPage />} />
            </Route>
            {/* Signed-in paths send the visitor to sign in; anything else is the 404 card. */}
            <Route path="*" element={<SignedOutFallback />} />
          </>
        )}
      </Routes>
    </Suspense>
  );
}
