import { firstScreenReady } from './app/boot/first-screen-start';

import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/pages.css';
import './app/styles/people.css';
import './app/styles/backups.css';
import './app/styles/notifications.css';
import './app/styles/maintenance.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { initI18n } from './i18n/i18n';

const translated = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
void Promise.all([firstScreenReady, translated]).then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
