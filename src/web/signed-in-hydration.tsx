import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './lib/query-client';
import { preloadSignedInApp } from './signed-in-preload';

/** Runs `run` once the tree around it has committed: for a hydration, once it is hydrated. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** The id of the data block holding the answers a signed-in page was rendered with. */
export const ANSWERS_ELEMENT_ID = 'kinfolio-answers';

/**
 * A signed-in screen the server rendered with its data (src/server/http/signed-in-pages.ts,
 * docs/decisions/022): the answers it was rendered with go into the query cache before the first
 * render, so the screen's queries start with their data and ask for nothing again (the cache
 * holds data fresh until something changes it), and React hydrates the HTML from the same state.
 * Returns false for any other page (main.tsx renders it as before): another path's page, or
 * offline, where the page is the service worker's shell.
 */
export function hydrateSignedInPage(
  container: HTMLElement,
  app: ReactNode,
  announce: () => void,
): boolean {
  const block = document.getElementById(ANSWERS_ELEMENT_ID);
  if (container.dataset.signedIn !== location.pathname || !block || !navigator.onLine) return false;
  try {
    const answers = JSON.parse(block.textContent ?? '[]') as Array<[readonly unknown[], unknown]>;
    for (const [key, data] of answers) queryClient.setQueryData(key, data);
  } catch {
    return false; // a page cut short: render from scratch, asking for everything
  }
  // Out of the document once read: the cache holds the data from here on.
  block.remove();
  // The signed-in app's chunks and the page's own first, so hydration never waits on one;
  // inside a transition, React hydrates in slices instead of one long task.
  // Announced once hydrated, not when hydration starts: a button pressed before then and held
  // back by the page loader is pressed again only when React listens to it (a transition's
  // hydration runs in slices, so starting it is not having it).
  const hydrated = (
    <>
      {app}
      <OnCommit run={announce} />
    </>
  );
  void preloadSignedInApp(location.pathname).then(
    () => startTransition(() => void hydrateRoot(container, hydrated)),
    () => createRoot(container).render(hydrated),
  );
  return true;
}
