import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import type { LoginReply } from '@beacon/contract/auth';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { AppProviders } from '../app/providers';
import { homeOf } from '../lib/guard';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query';
import { FIRST_SCREEN_EVENT } from '../lib/mock/first-screen';
import { persistQueries } from '../lib/query-persist';
import { safeRedirect } from '../modules/auth/safe-redirect';
import { welcome } from '../modules/auth/welcome';
import { startQuickSearchKeys } from '../modules/search/quick-search-start';
import { router } from '../router';

/**
 * Mock mode: the worker's start waits for this when the first screen draws from kept answers
 * (lib/mock/start.ts). The route renders first, then the page itself in a transition (InSlices):
 * the main thread is idle once both are drawn.
 */
function sayFirstScreenDrawn(fromKeptAnswers: boolean) {
  const say = () => {
    performance.mark(FIRST_SCREEN_EVENT);
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
  };
  if (!fromKeptAnswers) return say();
  const stop = router.subscribe('onRendered', () => {
    stop();
    if ('requestIdleCallback' in window) window.requestIdleCallback(say, { timeout: 1000 });
    else setTimeout(say, 200);
  });
}

/** The whole app, its router at the page's URL. */
export function renderApp(container: HTMLElement): Root {
  // Before anything is drawn: Ctrl+K and the keys after it are kept until the palette has loaded.
  startQuickSearchKeys();
  if (__BEACON_MOCK__) sayFirstScreenDrawn(persistQueries(queryClient).restored > 0);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return root;
}

/**
 * From the light sign-in entry into the app, without a page load: the guest pages give way to the
 * app at the place the sign-in leads to, and the app greets the user.
 */
export function enterApp(container: HTMLElement, reply?: LoginReply, redirect?: string): Root {
  if (reply) {
    const target = safeRedirect(redirect) ?? homeOf(reply.userData.role);
    // Replace: going Back after sign-in should not land on the sign-in form again.
    router.history.replace(target);
    welcome(reply, i18n.t);
  }
  return renderApp(container);
}
