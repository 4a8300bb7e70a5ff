import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazily loaded page or layout whose chunk can be asked for before React renders it. */
export type PreloadablePage<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * Once its chunk has arrived the page renders at once: React.lazy is handed a thenable that has
 * already settled, so it does not suspend. A suspended first render would show the route's spinner
 * and then hold the page back by React's fallback throttle (300 ms) after the code is there.
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // React reads the module from a settled thenable synchronously; a Promise would resolve a tick later.
  const settled = (module: { default: T }) => ({
    // biome-ignore lint/suspicious/noThenProperty: React.lazy is handed a thenable on purpose, one already settled.
    then: (resolve: (value: { default: T }) => void) => resolve(module),
  });
  const page = lazy(() => (loaded ? settled(loaded) : preload()) as Promise<{ default: T }>);
  return Object.assign(page, { preload });
}

/** What a route object carries so the chunks of a whole matched branch load at once: its lazy pages and layouts. */
export interface PreloadHandle {
  preload: Array<{ preload: () => Promise<unknown> }>;
}

/**
 * Starts loading every chunk a path needs, and settles when they have arrived or failed. Nested lazy layouts otherwise load one after another
 * (the layout's chunk, then, once it renders, the page's), a round trip each before the page can
 * even ask the API for its data.
 */
export function preloadChunksFor(routes: RouteObject[], pathname: string): Promise<void> {
  const loading: Array<Promise<unknown>> = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const page of (route.handle as PreloadHandle | undefined)?.preload ?? []) {
      // A failed preload is only a lost head start: React.lazy asks again and its error shows there.
      loading.push(page.preload().catch(() => undefined));
    }
  }
  return Promise.all(loading).then(() => undefined);
}
