import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { lazyPage, type LazyPage } from './lazy-page';
import { recordsQueryOptions } from './records/use-records';
import { OWN_PAGE_PATHS, OWN_RECORD_PATHS, RECORD_ROUTES } from './signed-in-paths';

// Every page is its own chunk; this whole table is one too, loaded only once someone is signed in
// or about to be (preloadSignedInPage).
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
const RecordListRoute = lazyPage(() => import('./records/record-list-page'));
const DocumentsPage = lazyPage(() => import('./pages/signed-in/documents-page'));
const EstatePlanningPage = lazyPage(() => import('./pages/signed-in/estate-planning-page'));
const LettersAndWishesPage = lazyPage(() => import('./pages/signed-in/letters-and-wishes-page'));
const HomePage = lazyPage(() => import('./pages/signed-in/home-page'));
const AiAssistantPage = lazyPage(() => import('./pages/signed-in/ai-assistant-page'));
const SummaryDashboardPage = lazyPage(
  () => import('./pages/signed-in/insights/summary-dashboard-page'),
);
const LegacyPlanningPage = lazyPage(
  () => import('./pages/signed-in/insights/legacy-planning-page'),
);
const FinancialAnalysisPage = lazyPage(
  () => import('./pages/signed-in/insights/financial-analysis-page'),
);
const AdvancedReportingPage = lazyPage(
  () => import('./pages/signed-in/reports/advanced-reporting-page'),
);
const UserGuidePage = lazyPage(() => import('./pages/signed-in/user-guide/user-guide-page'));
const SecurityPage = lazyPage(() => import('./pages/security/security-page'));
const AdminPage = lazyPage(() => import('./pages/admin/admin-page'));
const SettingsPage = lazyPage(() => import('./pages/signed-in/settings-page'));
const PreferencesPage = lazyPage(() => import('./pages/signed-in/preferences-page'));
const UpcomingPage = lazyPage(() => import('./pages/signed-in/upcoming/upcoming-page'));
const TrustedPeoplePage = lazyPage(() => import('./pages/signed-in/trusted-people-page'));
const RequestPage = lazyPage(() => import('./pages/signed-in/trusted-people/request-page'));
const ImportPage = lazyPage(() => import('./pages/signed-in/import-page'));
const AssessmentPage = lazyPage(() => import('./pages/signed-in/assessment-page'));
const ExecutorPlanPage = lazyPage(() => import('./pages/signed-in/executor-plan-page'));
const RecentlyDeletedPage = lazyPage(() => import('./pages/signed-in/recently-deleted-page'));

const OWN_PAGES: Record<(typeof OWN_PAGE_PATHS)[number], LazyPage<object>> = {
  '/ai-assistant': AiAssistantPage,
  '/dashboard': SummaryDashboardPage,
  '/legacy-planning': LegacyPlanningPage,
  '/financial-analysis': FinancialAnalysisPage,
  '/advanced-reporting': AdvancedReportingPage,
  '/trusted-people': TrustedPeoplePage,
  '/estate-planning/assessment': AssessmentPage,
  '/import': ImportPage,
  '/user-guide': UserGuidePage,
  '/admin': AdminPage,
  '/executor-plan': ExecutorPlanPage,
  '/recently-deleted': RecentlyDeletedPage,
};

/** The page each fixed path opens (every one but the 404 card). */
const PAGE_AT: Record<string, { preload: () => Promise<void> }> = {
  '/': HomePage,
  ...Object.fromEntries(RECORD_ROUTES.map(({ path }) => [path, RecordListRoute])),
  [OWN_RECORD_PATHS.documents]: DocumentsPage,
  [OWN_RECORD_PATHS.estatePlanning]: EstatePlanningPage,
  [OWN_RECORD_PATHS.lettersAndWishes]: LettersAndWishesPage,
  ...OWN_PAGES,
  '/security': SecurityPage,
  '/settings': SettingsPage,
  '/preferences': PreferencesPage,
  '/upcoming': UpcomingPage,
  // By its pattern: the server preloads every signed-in path (signed-in-render-entry.tsx), and a
  // page not loaded there renders as a spinner the browser must replace (React error #419).
  '/trusted-people/requests/:id': RequestPage,
};

/**
 * Loads the page at `pathname` ahead of rendering it: the sign-in page asks for the page it
 * will open while the person types, so that page renders the moment they are signed in instead
 * of waiting for its chunk (on a phone's connection, a round trip or two).
 */
export function preloadSignedInPage(pathname: string): Promise<void> {
  return PAGE_AT[pathname]?.preload() ?? Promise.resolve();
}

/**
 * Asks for the rows of the record list at `pathname` (nothing for other pages), for the sign-in
 * that opens it: the request leaves with the sign-in's answer instead of after the signed-in
 * shell's first render (~250 ms of a phone's CPU), and the list's own query takes it over.
 */
export function prefetchSignedInPageData(pathname: string, queryClient: QueryClient): void {
  const route = RECORD_ROUTES.find(({ path }) => path === pathname);
  if (route) void queryClient.prefetchQuery(recordsQueryOptions(route.kindKey));
}

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
        <Route path={OWN_RECORD_PATHS.lettersAndWishes} element={<LettersAndWishesPage />} />
        {OWN_PAGE_PATHS.map((path) => (
          <Route key={path} path={path} element={createElement(OWN_PAGES[path])} />
        ))}
        <Route path="/security" element={<SecurityPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/preferences" element={<PreferencesPage />} />
        <Route path="/upcoming" element={<UpcomingPage />} />
        <Route path="/trusted-people/requests/:id" element={<RequestPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
