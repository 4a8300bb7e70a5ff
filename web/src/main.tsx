import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { getAdminToken, getSessionToken } from './lib/session';
import './styles/global.css';
import './styles/buttons.css';
import './styles/forms.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive pre-rendered for a visitor without a session (web/scripts/prerender.mjs):
// already on screen, they only need their handlers attached. With a session the page differs
// (Dashboard instead of Sign In, redirects), so it is rendered afresh over the static HTML.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered && !getSessionToken() && !getAdminToken()) hydrateRoot(container, app);
else createRoot(container).render(app);
