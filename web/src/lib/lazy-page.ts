import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Any component, whatever its props: React.lazy's own bound. */
// biome-ignore lint/suspicious/noExplicitAny: props are the component's own; React.lazy bounds T the same way.
type AnyComponent = ComponentType<any>;

/** A lazily loaded page, layout or part of a page whose chunk can be asked for before React renders it. */
export type PreloadablePage<T extends AnyComponent> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * Once its chunk has arrived the page renders at once: React.lazy is handed a thenable that has
 * already settled, so it does not suspend. A suspended first render would show the route's spinner
 * and then hold the page back by React's fallback throttle (300 ms) after the code is there.
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
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
