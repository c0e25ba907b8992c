import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { Toaster } from './components/ui/toaster';
import { AuthProvider, useAuth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { useApplyTheme } from './lib/theme';
import { AppRoutes } from './routes';

/** Follows the signed-in user's theme; signed-out pages follow the OS. */
function ThemeSync() {
  const { user } = useAuth();
  useApplyTheme(user?.theme ?? 'system');
  return null;
}

/** The whole client: data, auth, theme, routes and the toast region. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ThemeSync />
        <BrowserRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
