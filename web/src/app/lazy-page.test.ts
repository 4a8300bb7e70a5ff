import { PAGES } from '@briefs/shared';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type PreloadHandle, preloadChunksFor } from './lazy-page';

const chunk = () => ({ preload: vi.fn(() => Promise.resolve()) });

describe('preloadChunksFor', () => {
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
