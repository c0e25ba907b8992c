import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { queryClient, USER_QUERY_KEY } from './lib/query-client';

export { PUBLIC_PAGES } from '../domain/public-pages';

/**
 * Renders one public page as a signed-out visitor's browser first renders it (no user, the
 * default site info, and the API answers the page is prerendered with, keyed by path), waiting
 * for its lazy chunks. Built for Node by scripts/prerender.mjs; main.tsx hydrates the result
 * from the same state.
 */
export async function renderPage(
  path: string,
  answers: Record<string, unknown> = {},
): Promise<string> {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  for (const [apiPath, answer] of Object.entries(answers))
    queryClient.setQueryData([apiPath], answer);

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
    // Every boundary in place: React otherwise sends a large one (over 12.8 KB, the Security
    // Center with its facts) apart from the page, to be moved in by an inline script, which the
    // CSP blocks and the first paint would wait for.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
