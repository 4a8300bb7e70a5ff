import { StrictMode } from 'react';
import LandingPage from './app/pages/landing-page';
import { HydrationMark } from './lib/hydration';
import { mountPage } from './lib/mount-page';
import './styles/global.css';
import './styles/buttons.css';
import './styles/forms.css';

/**
 * The landing page's own entry (landing.html, pre-rendered to dist/index.html): React and the page,
 * without the router and the app shell every other page needs, so the first visit loads as little
 * as possible. Its links are ordinary page loads; the pages they open carry the router (main.tsx).
 */
mountPage(
  <StrictMode>
    <LandingPage />
    <HydrationMark />
  </StrictMode>,
);
