import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { OWN_PAGE_PATHS, OWN_RECORD_PATHS, RECORD_ROUTES } from './signed-in-paths';

// Every page is its own chunk; this whole table is one too, loaded only once someone is signed in.
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
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
const AdminPage = lazy(() => import('./pages/admin/admin-page'));
const SettingsPage = lazy(() => import('./pages/signed-in/settings-page'));
const PreferencesPage = lazy(() => import('./pages/signed-in/preferences-page'));
const UpcomingPage = lazy(() => import('./pages/signed-in/upcoming/upcoming-page'));
const TrustedPeoplePage = lazy(() => import('./pages/signed-in/trusted-people-page'));
const ImportPage = lazy(() => import('./pages/signed-in/import-page'));

const OWN_PAGES: Record<(typeof OWN_PAGE_PATHS)[number], ReactNode> = {
  '/ai-assistant': <AiAssistantPage />,
  '/dashboard': <SummaryDashboardPage />,
  '/legacy-planning': <LegacyPlanningPage />,
  '/financial-analysis': <FinancialAnalysisPage />,
  '/advanced-reporting': <AdvancedReportingPage />,
  '/trusted-people': <TrustedPeoplePage />,
  '/import': <ImportPage />,
  '/user-guide': <UserGuidePage />,
  '/admin': <AdminPage />,
};

/** The signed-in app inside its shell; `/` is the home dashboard. Unknown paths get the 404 card. */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        {RECORD_ROUTES.map(({ path, kindKey }) => (
          <Route key={path} path={path} element={<RecordListRoute kindKey={kindKey} />} />
        ))}
        <Route path={OWN_RECORD_PATHS.documents} element={<DocumentsPage />} />
        <Route path={OWN_RECORD_PATHS.estatePlanning} element={<EstatePlanningPage />} />
        {OWN_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} element={OWN_PAGES[path]} />
        ))}
        <Route path="/security" element={<SecurityPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/preferences" element={<PreferencesPage />} />
        <Route path="/upcoming" element={<UpcomingPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
