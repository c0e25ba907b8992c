import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { ServerRenderContext, type ServerRenderReport } from './components/server-render';
import { queryKeyUrl } from './lib/api';
import { queryClient } from './lib/query-client';
import { SignedInRoutes } from './signed-in-preload';
import { SIGNED_IN_ONLY_PATHS } from './signed-in-paths';

export { queryKeyUrl };

/**
 * The signed-in screens rendered on the server with their data (issue 32, docs/decisions/022).
 * Built for Node by scripts/prerender.mjs into dist/render/; the server loads it from there at run
 * time (src/server/http/signed-in-pages.ts: src/server never imports src/web). The same React
 * tree and the same query cache as the browser: the server asks its own API for the answers the
 * render's queries want, in the person's session, and the browser hydrates from those answers.
 */

/**
 * The paths rendered on the server: the home dashboard and the signed-in screens, but
 * Preferences, which shows this device's own settings (the offline copy's switch lives in its
 * localStorage): rendered on the server it would show them off until the application started.
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/',
  ...SIGNED_IN_ONLY_PATHS.filter((path) => path !== '/preferences'),
];

/** The GET of a key's URL (query-client.ts): the only queries the server answers ahead. */
const defaultQueryFn = queryClient.getDefaultOptions().queries?.queryFn;

/** One answer as the query cache keeps it: its key and its data. */
export type Answer = [queryKey: readonly unknown[], data: unknown];

/** Loads every page's chunk once, so that a render never suspends on one (lazy-page.ts). */
export async function preloadPages(): Promise<void> {
  const [routes] = await Promise.all([import('./signed-in-routes'), SignedInRoutes.preload()]);
  await Promise.all(SIGNED_IN_PATHS.map((path) => routes.preloadSignedInPage(path)));
}

/**
 * Renders `url` (path and query) with `answers` in the query cache: the HTML, the keys of the
 * queries the render wanted but had no answer for (the caller fetches them and renders again),
 * and where the screen sent the person instead, if it did (the caller answers with a redirect).
 * Synchronous from clearing the cache to clearing it again, so two requests never share it: one
 * person's answers never reach another's page.
 */
export function renderSignedIn(
  url: string,
  answers: readonly Answer[],
): { html: string; wanted: Array<readonly unknown[]>; redirect?: string } {
  queryClient.clear();
  try {
    for (const [key, data] of answers) queryClient.setQueryData(key, data);
    const report: ServerRenderReport = {};
    const html = renderToString(
      <StrictMode>
        <ServerRenderContext.Provider value={report}>
          <App location={url} />
        </ServerRenderContext.Provider>
      </StrictMode>,
    );
    const unanswered = queryClient.getQueryCache().findAll({
      // A query switched off (a search with no words yet) asks for nothing in the browser either.
      predicate: (query) =>
        query.state.data === undefined &&
        (query.options as { enabled?: unknown }).enabled !== false,
    });
    // Only queries answered by the default GET of their key's URL: one with a function of its
    // own (a record by id, the access history's pages) may ask another URL or keep its data in
    // another shape, so an answer set in its place would be wrong; the browser fetches those.
    const wanted = unanswered
      .filter(
        (query) => query.options.queryFn === undefined || query.options.queryFn === defaultQueryFn,
      )
      .map((query) => query.queryKey)
      .filter((key) => typeof key[0] === 'string' && key[0].startsWith('/api/'));
    return { html, wanted, redirect: report.redirect };
  } finally {
    queryClient.clear();
  }
}
