import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getAdminToken, getSessionToken } from './session';

/**
 * Puts the app on the page's #root. A page the build pre-rendered for a visitor without a session
 * is hydrated: it is already on screen and only needs its handlers. Hydration runs as a transition
 * so React yields to the browser while it works (one long task otherwise, on a slow phone
 * hundreds of milliseconds of a page that looks ready but does not answer). With a session the page
 * differs (Dashboard instead of Sign In, redirects), so it is rendered afresh over the static HTML,
 * once `renderAfter` settles.
 */
export function mountPage(page: ReactNode, renderAfter: Promise<void> = Promise.resolve()): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page is missing its #root element.');
  const prerendered = container.dataset.prerendered !== undefined;
  // Hydration starts at once: React replays a press made while it hydrates, never one made before.
  if (prerendered && !getSessionToken() && !getAdminToken()) startTransition(() => void hydrateRoot(container, page));
  else void renderAfter.then(() => createRoot(container).render(page));
}
