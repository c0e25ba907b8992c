/**
 * Registers /sw.js (production builds only: the dev server has no built shell to cache).
 * After the page has loaded, so precaching never competes with the first screen's requests.
 * A prerendered page starts the application after its load event has fired (page-loader.ts):
 * then it registers at once, or the worker would never be installed from a public page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // Unsupported or blocked (private mode, policy): the app works online as before.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
