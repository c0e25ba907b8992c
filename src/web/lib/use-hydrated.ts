import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is still static HTML (and during its hydration), true once React
 * owns it; always true for a page the browser rendered itself. Controls that do nothing before
 * hydration (a tab, a form whose native submit would put a password in the URL) stay disabled
 * until then, so a quick visitor's click is held back instead of lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
