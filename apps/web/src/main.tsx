import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import './lib/i18n';
import { router } from './router';
import { RouterProvider } from '@tanstack/react-router';

// The original unregistered any service worker at start (spec §1); no worker is ours either.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((all) => all.forEach((r) => void r.unregister()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
