import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, guestLocale } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen opens in the reader's language: its shell catalogue loads before the first render.
void activateLocale(guestLocale()).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
