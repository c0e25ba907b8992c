import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded page that can also be loaded ahead of rendering (see `preload`). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload()`: once the module has loaded, the page renders directly instead of
 * through the lazy wrapper, so it never suspends. main.tsx preloads the page a prerendered HTML
 * holds before hydrating it: a boundary still waiting for its chunk when /api/site-info answers
 * would be thrown away and rendered again in the browser instead of hydrated.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  const Page = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Page, { preload: () => loadAndKeep().then(() => undefined) });
}
