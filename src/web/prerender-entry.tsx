import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { queryClient, USER_QUERY_KEY } from './lib/query-client';

export { PUBLIC_PAGES } from '../domain/public-pages';

/**
 * Renders one public page as a signed-out visitor's browser first renders it (no user, the
 * default site info), waiting for its lazy chunks. Built for Node by scripts/prerender.mjs;
 * main.tsx hydrates the result from the same state.
 */
export async function renderPage(path: string): Promise<string> {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
