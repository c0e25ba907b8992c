import type { QueryClient } from '@tanstack/react-query';
import { lazyPage } from './lazy-page';

// The signed-in app as one lazy chunk, and the sign-in page's way to load it early. Apart from
// routes.tsx so that the sign-in page (which routes.tsx loads lazily) imports it without a circle.

/** The signed-in app: its shell, its route table and the record descriptions. */
export const SignedInRoutes = lazyPage(() => import('./signed-in-routes'));

/** The signed-in route table's module, once loaded (for prefetchSignedInPageData). */
let signedInRoutes: typeof import('./signed-in-routes') | undefined;

/**
 * Loads the signed-in app and the page at `pathname` (a path without query), so that the sign-in
 * that opens it shows it without a chunk to wait for and without a spinner between the two.
 */
export async function preloadSignedInApp(pathname: string): Promise<void> {
  const [routes] = await Promise.all([import('./signed-in-routes'), SignedInRoutes.preload()]);
  signedInRoutes = routes;
  await routes.preloadSignedInPage(pathname);
}

/**
 * At sign-in, asks for the data of the page at `pathname` while the app renders (signed-in-routes).
 * At once when the sign-in page has preloaded the route table: the answer to the sign-in renders
 * the signed-in shell in the next microtask, and the request must leave before that render.
 */
export function prefetchSignedInPageData(pathname: string, queryClient: QueryClient): void {
  if (signedInRoutes) return signedInRoutes.prefetchSignedInPageData(pathname, queryClient);
  void import('./signed-in-routes').then(
    (routes) => routes.prefetchSignedInPageData(pathname, queryClient),
    () => undefined, // the page asks for its data itself once it renders
  );
}
