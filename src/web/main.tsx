import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SiteInfo } from '../domain/admin';
import { PUBLIC_PAGES } from '../domain/public-pages';
import { App } from './app';
import { queryClient, USER_QUERY_KEY } from './lib/query-client';
import { DEFAULT_SITE_INFO, SITE_INFO_KEY } from './lib/site-info';
import { applyTheme } from './lib/theme';
import { startOfflineCopy } from './offline/persist';
import { registerServiceWorker } from './offline/register-sw';
import { HYDRATING_EVENT } from './hydrating-event';
import { preloadPrerenderedPage } from './routes';
import { hydrateSignedInPage } from './signed-in-hydration';
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
 * was rendered in (signed out, the site info the server wrote into it); /api/site-info is asked
 * again once the page is hydrated. Anything else (the app shell, a page the service worker
 * served for another path, a device whose offline copy knows the user) is rendered in the
 * browser as before.
 */
/** Runs `run` once the tree it is rendered in has committed (for a hydration: hydrated). */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

function startApp() {
  const container = document.getElementById('root')!;
  const announce = () => document.dispatchEvent(new Event(HYDRATING_EVENT));
  // Asked for once the page is hydrated: an answer that differs from the defaults the page was
  // rendered with (a renamed installation) renders again, and in the middle of hydration that
  // render would be one long task instead of short slices. Not from inside the commit either:
  // the queries' subscriptions, made in the same commit, would see the fetch start and render
  // every site-info reader again at once, synchronously (a ~100 ms task on a phone).
  const refreshSiteInfo = () =>
    void setTimeout(() => queryClient.invalidateQueries({ queryKey: SITE_INFO_KEY, exact: true }));
  const app = (
    <StrictMode>
      <App />
      <AfterCommit run={refreshSiteInfo} />
    </StrictMode>
  );
  // A signed-in screen the server rendered with its data (signed-in-hydration.tsx).
  if (hydrateSignedInPage(container, app, announce)) return;
  const prerenderedFor = container.dataset.prerendered;
  const hydrate =
    prerenderedFor === window.location.pathname &&
    navigator.onLine &&
    !queryClient.getQueryData(USER_QUERY_KEY);
  if (!hydrate) {
    // Sent to a request without a session cookie (src/server/http/signed-out-shell.ts): signed
    // out for certain, so no GET /api/user for its 401. A device's offline copy still wins.
    if ('signedOut' in container.dataset && !queryClient.getQueryData(USER_QUERY_KEY))
      queryClient.setQueryData(USER_QUERY_KEY, null);
    createRoot(container).render(app);
    announce();
    return;
  }
  queryClient.setQueryData(USER_QUERY_KEY, null);
  // Site info starts as the page was rendered with: the defaults, and the installation's name and
  // support email the server wrote into the page and onto #root (public-pages.ts; empty while none
  // is set, so it stays null). Held fresh so that nothing asks for it before AfterCommit does.
  const { applicationName, supportEmail } = container.dataset;
  queryClient.setQueryData<SiteInfo>(SITE_INFO_KEY, {
    ...DEFAULT_SITE_INFO,
    ...(applicationName && { applicationName }),
    ...(supportEmail && { supportEmail }),
  });
  // The page's own chunks first: hydration then never waits on one (routes.tsx says why); and
  // the API answers the page was rendered with (the server sent the page because its answers
  // are the same), so the first render matches the HTML.
  // Inside a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one long task on a phone's slow CPU).
  const answers = PUBLIC_PAGES.find((page) => page.path === prerenderedFor)?.prerenderedAnswers;
  void Promise.all([
    preloadPrerenderedPage(prerenderedFor),
    ...(answers ?? []).map((apiPath) => queryClient.fetchQuery({ queryKey: [apiPath] })),
  ])
    .then(
      () => startTransition(() => void hydrateRoot(container, app)),
      () => createRoot(container).render(app),
    )
    .finally(announce);
}

// The offline copy (if this device keeps one) goes into the cache before the first render, so
// the user lookup starts from it and a reload without network stays signed in.
void startOfflineCopy(queryClient).finally(startApp);
