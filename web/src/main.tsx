import { StrictMode } from 'react';
import { App } from './app/app';
import { openingPageLoaded } from './app/router';
import { mountPage } from './lib/mount-page';
import './styles/global.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/panel.css';

// The opening page's chunks were asked for as the entry ran. Rendering once they are here puts the
// page on screen in one go; rendering before would show the route spinner, then hold the page back
// by React's fallback throttle. On a slow network the spinner still shows after a moment. A
// pre-rendered page hydrates at once instead (mountPage): it is already on screen.
const SPINNER_AFTER_MS = 800;
const spinnerDue = new Promise<void>((resolve) => setTimeout(resolve, SPINNER_AFTER_MS));

// Every page but the landing page (landing-main.tsx); /privacy and /login arrive pre-rendered
// (web/scripts/prerender.mjs).
mountPage(
  <StrictMode>
    <App />
  </StrictMode>,
  Promise.race([openingPageLoaded, spinnerDue]),
);
