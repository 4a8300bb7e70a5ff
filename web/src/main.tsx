import { StrictMode } from 'react';
import { App } from './app/app';
import { mountPage } from './lib/mount-page';
import './styles/global.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/panel.css';

// Every page but the landing page (landing-main.tsx); /privacy and /login arrive pre-rendered
// (web/scripts/prerender.mjs).
mountPage(
  <StrictMode>
    <App />
  </StrictMode>,
);
