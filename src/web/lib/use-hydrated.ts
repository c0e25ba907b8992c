import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is still static HTML (and during its hydration), true once React
 * owns it; always true for a page the browser rendered itself. For what the prerendered HTML
 * must not show, so that the first client render matches it: sign-in's asked-for tab, the toast
 * region.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
