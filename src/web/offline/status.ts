import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the app is offline, kept in TanStack Query's onlineManager so that queries pause
 * (keeping the saved copy on screen) instead of failing, and mutations wait. Two signals:
 * the browser's navigator.onLine, and fetches that fail with a network error while the
 * browser still claims to be online (a server out of reach, a captive portal).
 */
const PROBE_INTERVAL_MS = 5000;
let probe: ReturnType<typeof setInterval> | undefined;

function stopProbe() {
  clearInterval(probe);
  probe = undefined;
}

// onlineManager starts as online whatever the browser says; a reload while offline must not.
onlineManager.setEventListener((setOnline) => {
  // Outside a browser (unit tests of modules that import the query client) there is none to watch.
  if (typeof window === 'undefined') return undefined;
  const online = () => {
    stopProbe();
    setOnline(true);
  };
  const offline = () => setOnline(false);
  setOnline(navigator.onLine);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

/** A fetch that never reached the server rejects with a TypeError (not an HTTP status). */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Called with every failed query: a network error marks the app offline, and a light request
 * every few seconds finds out when the server answers again (no 'online' event will come).
 */
export function noteQueryFailure(error: unknown): void {
  if (!isNetworkError(error) || !onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  probe ??= setInterval(() => {
    if (!navigator.onLine) return; // the 'online' event will tell us
    // HEAD: any answer at all, even 401, means the server is reachable. The service worker
    // never handles /api, so this really goes to the network.
    fetch('/api/user', { method: 'HEAD', cache: 'no-store', credentials: 'include' }).then(
      () => {
        stopProbe();
        onlineManager.setOnline(true);
      },
      () => undefined,
    );
  }, PROBE_INTERVAL_MS);
}

function subscribe(listener: () => void) {
  return onlineManager.subscribe(listener);
}

/** True while offline: screens show what they have, read-only. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !onlineManager.isOnline(),
    () => false,
  );
}
