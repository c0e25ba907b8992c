import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { SITE_FACT_PLACEHOLDERS } from '../domain/public-pages';
import { queryClient, USER_QUERY_KEY } from './lib/query-client';
import { DEFAULT_SITE_INFO, SITE_INFO_KEY } from './lib/site-info';

export { PUBLIC_PAGES, SITE_FACT_PLACEHOLDERS } from '../domain/public-pages';

/**
 * Renders one public page as a signed-out visitor's browser first renders it (no user, the
 * site info with its installation's facts as placeholders the server fills in, and the API
 * answers the page is prerendered with, keyed by path), waiting
 * for its lazy chunks. Built for Node by scripts/prerender.mjs; main.tsx hydrates the result
 * from the same state.
 */
export async function renderPage(
  path: string,
  answers: Record<string, unknown> = {},
): Promise<string> {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.setQueryData(SITE_INFO_KEY, { ...DEFAULT_SITE_INFO, ...SITE_FACT_PLACEHOLDERS });
  for (const [apiPath, answer] of Object.entries(answers))
    queryClient.setQueryData([apiPath], answer);

  // An error inside a boundary does not stop the render: React writes the boundary's fallback
  // (a spinner) and leaves the page to the browser. Shipped, the page shows nothing typed-in
  // until its script runs (a sign-in page that threw on `window` did), so the build fails.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
    {
      // Every boundary in place: React otherwise sends a large one (over 12.8 KB, the Security
      // Center with its facts) apart from the page, to be moved in by an inline script, which
      // the CSP blocks and the first paint would wait for.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0)
    throw new Error(`${path} could not be prerendered: ${String(errors[0])}`, {
      cause: errors[0],
    });
  return html;
}
