import { PAGES, PRERENDERED_DOCUMENTS, ROUTE_SHELL_DOCUMENTS, SPA_SHELL_DOCUMENT } from '@briefs/shared';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { APP_SCRIPTS_TEMPLATE_ID } from '../lib/hydration-signal';

/**
 * Build-time only (never shipped): renders a public page to HTML, waiting for its lazy chunks, the
 * way a first-time visitor without a session sees it. The browser then hydrates the same tree: the
 * landing page on its own (src/landing-main.tsx), every other page inside the router (src/main.tsx).
 */
export async function renderPage(path: string): Promise<string> {
  if (path === PAGES.home) {
    const { default: LandingPage } = await import('../app/pages/landing-page');
    return html(<LandingPage />);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return html(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

async function html(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{page}</StrictMode>);
  return new Response(prelude).text();
}

export { APP_SCRIPTS_TEMPLATE_ID, PRERENDERED_DOCUMENTS, ROUTE_SHELL_DOCUMENTS, SPA_SHELL_DOCUMENT };
