import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import LandingPage from './app/pages/landing-page';
import { HydrationMark } from './lib/hydration';
import { getAdminToken, getSessionToken } from './lib/session';
import './styles/global.css';
import './styles/buttons.css';
import './styles/forms.css';

/**
 * The landing page's own entry (landing.html, pre-rendered to dist/index.html): React and the page,
 * without the router and the app shell every other page needs, so the first visit loads as little
 * as possible. Its links are ordinary page loads; the pages they open carry the router (main.tsx).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

const page = (
  <StrictMode>
    <LandingPage />
    <HydrationMark />
  </StrictMode>
);

// Pre-rendered for a visitor without a session (the build does it; the dev server does not); with
// one the page differs (Dashboard instead of Sign In), so it is rendered afresh over the static HTML.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered && !getSessionToken() && !getAdminToken()) hydrateRoot(container, page);
else createRoot(container).render(page);
