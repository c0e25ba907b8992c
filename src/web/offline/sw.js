/* global self, caches, fetch, URL, Request, Response, __SHELL__, __VERSION__ */
/**
 * Kinfolio's service worker: serves the app shell (index.html, the built scripts and styles,
 * icons) so the app opens without a network. Build-time template: service-worker-plugin.ts
 * fills in SHELL (every built file) and VERSION (a hash of them) and emits it as /sw.js.
 *
 * It never handles /api: the user's data must not reach Cache Storage or be answered from it.
 * The only copy of their data is the opt-in one in IndexedDB (src/web/offline/persist.ts).
 */
const SHELL = __SHELL__;
const CACHE = 'kinfolio-shell-' + __VERSION__;

self.addEventListener('install', (event) => {
  // Precache everything, lazy page chunks included, so any screen opens offline, not only
  // the ones visited before. A new build replaces the old worker at once (skipWaiting).
  // Without cookies: with the session, `/` is the person's home rendered with their records
  // (docs/decisions/022), which must never reach Cache Storage; without, it is the public page.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('kinfolio-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function fromCache(request) {
  return caches.match(request, { cacheName: CACHE });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Not ours to answer: other origins and the API (left to the network, never cached).
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; offline, every page path gets the shell.
    event.respondWith(
      fetch(request).catch(() => fromCache('/').then((hit) => hit || Response.error())),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the cached copy is always right.
    event.respondWith(fromCache(request).then((hit) => hit || fetch(request)));
  } else {
    // Icons, manifest: fresh when online, cached when not.
    event.respondWith(
      fetch(request).catch(() => fromCache(request).then((hit) => hit || Response.error())),
    );
  }
});
