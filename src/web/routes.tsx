import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NAV_ITEMS } from '../domain/navigation';
import type { RecordKindKey } from '../domain/records';
import { recordDisplay } from '../domain/records/display';
import { Spinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import { useMaintenanceMode } from './lib/site-info';
import { SignedOutRedirect } from './route-guards';

// Every page is its own chunk so the landing page downloads only what it shows.
const LandingPage = lazy(() => import('./pages/public/landing-page'));
const AuthPage = lazy(() => import('./pages/public/auth-page'));
const ForgotPasswordPage = lazy(() => import('./pages/public/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/public/reset-password-page'));
const SaveRecoveryKeyPage = lazy(() => import('./pages/public/save-recovery-key-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const BeingBuiltPage = lazy(() => import('./pages/being-built-page'));
const RecordListRoute = lazy(() => import('./records/record-list-page'));
const DocumentsPage = lazy(() => import('./pages/signed-in/documents-page'));
const EstatePlanningPage = lazy(() => import('./pages/signed-in/estate-planning-page'));
const HomePage = lazy(() => import('./pages/signed-in/home-page'));
const AiAssistantPage = lazy(() => import('./pages/signed-in/ai-assistant-page'));
const SummaryDashboardPage = lazy(
  () => import('./pages/signed-in/insights/summary-dashboard-page'),
);
const LegacyPlanningPage = lazy(() => import('./pages/signed-in/insights/legacy-planning-page'));
const FinancialAnalysisPage = lazy(
  () => import('./pages/signed-in/insights/financial-analysis-page'),
);
const AdvancedReportingPage = lazy(
  () => import('./pages/signed-in/reports/advanced-reporting-page'),
);
const UserGuidePage = lazy(() => import('./pages/signed-in/user-guide/user-guide-page'));
const SecurityPage = lazy(() => import('./pages/security/security-page'));
const PresentationPage = lazy(() => import('./pages/public/presentation-page'));
const AdminPage = lazy(() => import('./pages/admin/admin-page'));
const MaintenancePage = lazy(() => import('./pages/maintenance-page'));
const MarketingPage = lazy(() => import('./pages/public/marketing-page'));
const PricingPage = lazy(() => import('./pages/public/pricing-page'));
const SubscribePage = lazy(() => import('./pages/public/subscribe-page'));
const SettingsPage = lazy(() => import('./pages/signed-in/settings-page'));
const PreferencesPage = lazy(() => import('./pages/signed-in/preferences-page'));
const SetupTwoFactorPage = lazy(() => import('./pages/signed-in/setup-two-factor-page'));
const AppShell = lazy(() =>
  import('./components/layout/app-shell').then((m) => ({ default: m.AppShell })),
);
const PublicLayout = lazy(() =>
  import('./components/layout/public-layout').then((m) => ({ default: m.PublicLayout })),
);

/** Record screens served by the generic list page (src/web/records), each at its display's route. */
const RECORD_ROUTES = (
  [
    'family-members',
    'bank-accounts',
    'investment-accounts',
    'insurance-policies',
    'real-estate',
    'professional-contacts',
    'debts-liabilities',
    'business-interests',
    'important-dates',
    'medical-information',
  ] as const satisfies readonly RecordKindKey[]
).map((kindKey) => ({ kindKey, path: recordDisplay(kindKey).route }));

/** Record screens with a page of their own, built on the generic pieces. */
const OWN_RECORD_PAGES = [
  { path: recordDisplay('documents').route, element: <DocumentsPage /> },
  { path: recordDisplay('estate-checklist-items').route, element: <EstatePlanningPage /> },
];

const isRecordRoute = (path: string) =>
  RECORD_ROUTES.some((r) => r.path === path) || OWN_RECORD_PAGES.some((r) => r.path === path);

/** Signed-in screens that are not record lists, each with a page of its own. */
const OWN_PAGES = [
  { path: '/ai-assistant', element: <AiAssistantPage /> },
  { path: '/dashboard', element: <SummaryDashboardPage /> },
  { path: '/legacy-planning', element: <LegacyPlanningPage /> },
  { path: '/financial-analysis', element: <FinancialAnalysisPage /> },
  { path: '/advanced-reporting', element: <AdvancedReportingPage /> },
  { path: '/user-guide', element: <UserGuidePage /> },
  { path: '/admin', element: <AdminPage /> },
];

/** Signed-in areas a later release builds; for now each shows its title and a note. */
const SIGNED_IN_AREAS: ReadonlyArray<{ path: string; title: string }> = [
  ...NAV_ITEMS.filter(
    (item) =>
      item.path !== '/' &&
      !isRecordRoute(item.path) &&
      !OWN_PAGES.some((p) => p.path === item.path),
  ).map((item) => ({
    path: item.path,
    title: item.sidebarLabel,
  })),
];

/** Paths only a signed-in user may open (besides /). */
const SIGNED_IN_ONLY_PATHS = [
  ...SIGNED_IN_AREAS.map((a) => a.path),
  ...RECORD_ROUTES.map((r) => r.path),
  ...OWN_RECORD_PAGES.map((r) => r.path),
  ...OWN_PAGES.map((p) => p.path),
  '/settings',
  '/preferences',
];

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

  const areaRoutes = (areas: ReadonlyArray<{ path: string; title: string }>) =>
    areas.map(({ path, title }) => (
      <Route key={path} path={path} element={<BeingBuiltPage title={title} />} />
    ));

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
        {user ? (
          <Route element={<AppShell />}>
            <Route index element={<HomePage />} />
            {RECORD_ROUTES.map(({ path, kindKey }) => (
              <Route key={path} path={path} element={<RecordListRoute kindKey={kindKey} />} />
            ))}
            {OWN_RECORD_PAGES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {OWN_PAGES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {areaRoutes(SIGNED_IN_AREAS)}
            <Route path="/security" element={<SecurityPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/preferences" element={<PreferencesPage />} />
          </Route>
        ) : (
          <>
            <Route index element={<LandingPage />} />
            <Route element={<PublicLayout />}>
              {/* The Security Center reads only public facts, so visitors may read it too. */}
              <Route path="/security" element={<SecurityPage />} />
            </Route>
            {SIGNED_IN_ONLY_PATHS.map((path) => (
              <Route key={path} path={path} element={<SignedOutRedirect />} />
            ))}
          </>
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
