/**
 * Registers /sw.js (production builds only: the dev server has no built shell to cache).
 * After the page has loaded, so precaching never competes with the first screen's requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // Unsupported or blocked (private mode, policy): the app works online as before.
    });
  });
}
