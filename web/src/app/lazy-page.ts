import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazily loaded page or layout whose chunk can be asked for before React renders it. */
export type PreloadablePage<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  return Object.assign(lazy(load), { preload: load });
}

/** What a route object carries so the chunks of a whole matched branch load at once: its lazy pages and layouts. */
export interface PreloadHandle {
  preload: Array<{ preload: () => Promise<unknown> }>;
}

/**
 * Starts loading every chunk a path needs. Nested lazy layouts otherwise load one after another
 * (the layout's chunk, then, once it renders, the page's), a round trip each before the page can
 * even ask the API for its data.
 */
export function preloadChunksFor(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const page of (route.handle as PreloadHandle | undefined)?.preload ?? []) {
      // A failed preload is only a lost head start: React.lazy asks again and its error shows there.
      page.preload().catch(() => undefined);
    }
  }
}
