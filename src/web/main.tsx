import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { queryClient, USER_QUERY_KEY } from './lib/query-client';
import { SITE_INFO_KEY } from './lib/site-info';
import { applyTheme } from './lib/theme';
import { startOfflineCopy } from './offline/persist';
import { registerServiceWorker } from './offline/register-sw';
import { preloadPrerenderedPage } from './routes';
import './styles.css';

// zod compiles validators with `new Function` after probing whether it may: the page's CSP forbids
// eval, and Chrome reports even the probe as a policy violation. Plain validators are enough here.
// Set where zod reads its config (zod/v4/core/core.js), so the entry does not carry zod itself.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// Match the OS palette before the first paint; the user's own setting applies once it loads.
applyTheme('system');
registerServiceWorker();

/**
 * The public pages arrive prerendered (scripts/prerender.mjs) for visitors without a session
 * cookie: the server decided they are signed out. Such a page is hydrated from the same state it
 * was rendered in (signed out, the default site info); the live application name and the rest
 * of site-info replace the defaults once /api/site-info answers. Anything else (the app shell, a
 * page the service worker served for another path, a device whose offline copy knows the user)
 * is rendered in the browser as before.
 */
function startApp() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const prerenderedFor = container.dataset.prerendered;
  const hydrate =
    prerenderedFor === window.location.pathname &&
    navigator.onLine &&
    !queryClient.getQueryData(USER_QUERY_KEY);
  if (!hydrate) {
    createRoot(container).render(app);
    return;
  }
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: SITE_INFO_KEY, exact: true });
  // The page's own chunks first: hydration then never waits on one (routes.tsx says why).
  // Inside a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one long task on a phone's slow CPU).
  void preloadPrerenderedPage(prerenderedFor).then(
    () => startTransition(() => void hydrateRoot(container, app)),
    () => createRoot(container).render(app),
  );
}

// The offline copy (if this device keeps one) goes into the cache before the first render, so
// the user lookup starts from it and a reload without network stays signed in.
void startOfflineCopy(queryClient).finally(startApp);
