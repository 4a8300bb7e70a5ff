import { matchRoutes, type RouteObject } from 'react-router-dom';

export { lazyPage, type PreloadablePage } from '../lib/lazy-page';

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
