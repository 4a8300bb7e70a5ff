import { PAGES } from '@briefs/shared';
import { createElement, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type PreloadHandle, preloadChunksFor } from './lazy-page';

const chunkWith = (text: string) => async () => ({ default: () => createElement('p', null, text) });
const withSpinner = (page: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: 'spinner' }, createElement(page)));

describe('lazyPage', () => {
  it('renders a page whose chunk has arrived at once, where React.lazy would still show the spinner', async () => {
    const page = lazyPage(chunkWith('the admin page'));
    await page.preload();
    const load = chunkWith('the admin page');
    const plain = lazy(load);
    await load();

    expect(withSpinner(page)).toContain('the admin page');
    expect(withSpinner(plain)).toContain('spinner');
  });

  it('suspends as before when its chunk has not arrived', () => {
    expect(withSpinner(lazyPage(chunkWith('the privacy page')))).toContain('spinner');
  });
});

const chunk = () => ({ preload: vi.fn(() => Promise.resolve()) });

describe('preloadChunksFor', () => {
  it('settles once every chunk of the branch has arrived or failed', async () => {
    let arrive = () => {};
    const slow = { preload: () => new Promise<void>((resolve) => (arrive = resolve)) };
    const failing = { preload: () => Promise.reject(new Error('offline')) };
    const routes: RouteObject[] = [{ path: '/app', handle: { preload: [slow, failing] } }];
    let settled = false;
    const loaded = preloadChunksFor(routes, '/app').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await loaded;
    expect(settled).toBe(true);
  });

  it('asks for every chunk of the matched branch at once, and none of the others', () => {
    const [layout, admin, dashboard, landing] = [chunk(), chunk(), chunk(), chunk()];
    const handle = (...pages: PreloadHandle['preload']): PreloadHandle => ({ preload: pages });
    const routes: RouteObject[] = [
      { path: '/', handle: handle(landing) },
      {
        handle: handle(layout),
        children: [
          { path: '/admin', handle: handle(admin) },
          { path: '/app', handle: handle(dashboard) },
        ],
      },
    ];

    preloadChunksFor(routes, '/admin');

    expect(layout.preload).toHaveBeenCalledTimes(1);
    expect(admin.preload).toHaveBeenCalledTimes(1);
    expect(dashboard.preload).not.toHaveBeenCalled();
    expect(landing.preload).not.toHaveBeenCalled();
  });

  it('loses nothing but the head start when a chunk fails to load', async () => {
    const failing = { preload: vi.fn(() => Promise.reject(new Error('chunk gone after a deploy'))) };
    const routes: RouteObject[] = [{ path: '/privacy', handle: { preload: [failing] } }];
    expect(() => preloadChunksFor(routes, '/privacy')).not.toThrow();
    await Promise.resolve();
    expect(failing.preload).toHaveBeenCalledTimes(1);
  });

  it('the route table names the chunks of every page branch, layouts included', async () => {
    const { routes } = await import('./routes');
    const named = (pathname: string) => countPreloads(routes, pathname);
    // The page alone; the query layout and the page; the query layout, the member layout and the page.
    expect(named(PAGES.home)).toBe(1);
    expect(named(PAGES.admin)).toBe(2);
    expect(named(PAGES.app)).toBe(3);
  });
});

function countPreloads(routes: RouteObject[], pathname: string): number {
  let count = 0;
  const counting = routes.map(function wrap(route): RouteObject {
    const handle = route.handle as PreloadHandle | undefined;
    const preload = handle?.preload.map(() => ({ preload: () => Promise.resolve(count++) })) ?? [];
    return { ...route, handle: { preload }, children: route.children?.map(wrap) } as RouteObject;
  });
  preloadChunksFor(counting, pathname);
  return count;
}
