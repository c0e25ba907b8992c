import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { AuthProvider, useAuth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { useHydrated } from './lib/use-hydrated';
import { useApplyTextSize } from './lib/text-size';
import { useApplyTheme } from './lib/theme';
import { AppRoutes } from './routes';

// The toast region (Radix) is its own chunk, mounted right after the first render (after
// hydration on a prerendered page, which has no toasts to match): it stays off the first paint's
// path yet is ready when a toast comes, such as the 500 ms "Unauthorized" one before a redirect.
// A toast raised before the chunk arrives waits in the toast store and shows once it has.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LateToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Follows the signed-in user's theme and text size; signed-out pages follow the OS. */
function ThemeSync() {
  const { user } = useAuth();
  useApplyTheme(user?.theme ?? 'system');
  useApplyTextSize(user?.textSize ?? 'standard');
  return null;
}

/**
 * The whole client: data, auth, theme, routes and the toast region. `location` is given only
 * when the build prerenders a public page (scripts/prerender.mjs): the browser uses its own.
 */
export function App({ location }: { location?: string }) {
  const routes: ReactNode = (
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ThemeSync />
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
        <LateToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
