import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import type { LoginReply } from '@beacon/contract/auth';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { drawFirstScreenAtOnce } from '../app/layouts/in-slices';
import { AppProviders } from '../app/providers';
import { homeOf } from '../lib/guard';
import i18n, { i18nReady } from '../lib/i18n';
import { queryClient } from '../lib/query';
import { firstAnswers } from '../lib/first-screen-data';
import { nextTask } from '../lib/next-task';
import { FIRST_SCREEN_EVENT } from '../lib/mock/first-screen';
import { persistQueries } from '../lib/query-persist';
import { safeRedirect } from '../modules/auth/safe-redirect';
import { welcome } from '../modules/auth/welcome';
import { startQuickSearchKeys } from '../modules/search/quick-search-start';
import { appRouter } from '../router';

/**
 * Mock mode: the worker's start waits for this when the first screen draws from kept answers
 * (lib/mock/start.ts): once the first screen is rendered and the main thread is idle.
 */
function sayFirstScreenDrawn(router: ReturnType<typeof appRouter>, fromKeptAnswers: boolean) {
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

/** How long the first screen waits for its answers before it is drawn with its loaders. */
const ANSWERS_WAIT_MS = 4000;

/**
 * The whole app, its router at the page's URL. The route's code and the answers its loader asked
 * for are awaited before anything is drawn; the root then renders in a transition, which yields to
 * the browser as it goes. With the answers at hand the shell and the page are one commit, complete
 * at the first paint; drawn as they arrived, the shell, the page and each answer were a render of
 * their own after it, each a long task on a phone (decision 0037). A page that asks for its data
 * as it mounts is drawn in slices (InSlices). `beforeDraw` runs just before the first render: the
 * sign-in pages leave the container then, so that nothing is blank meanwhile.
 */
export async function renderApp(container: HTMLElement, beforeDraw?: () => void): Promise<void> {
  // Before anything is drawn: Ctrl+K and the keys after it are kept until the palette has loaded.
  startQuickSearchKeys();
  // The modules' evaluation, the router's creation and the route's loaders are a task each: on a
  // phone, four times slower, one task of all three blocked the page for some 300 ms.
  await nextTask();
  const router = appRouter();
  if (__BEACON_MOCK__) sayFirstScreenDrawn(router, persistQueries(queryClient).restored > 0);
  await nextTask();
  // The router keeps a failed load's error in its matches, drawn by the route's error component.
  await router.load().catch(() => undefined);
  performance.mark('beacon:route-loaded');
  // Mock mode's API takes seconds to start with a page load, and with kept answers it starts only
  // after the first screen: waiting for it would leave the page blank. Its kept answers are at hand.
  if (await firstAnswers(queryClient, __BEACON_MOCK__ ? 0 : ANSWERS_WAIT_MS))
    drawFirstScreenAtOnce();
  beforeDraw?.();
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * From the light sign-in entry into the app, without a page load: the guest pages give way to the
 * app at the place the sign-in leads to, and the app greets the user.
 */
export function enterApp(
  container: HTMLElement,
  reply?: LoginReply,
  redirect?: string,
  beforeDraw?: () => void,
): Promise<void> {
  if (reply) {
    const target = safeRedirect(redirect) ?? homeOf(reply.userData.role);
    // Replace: going Back after sign-in should not land on the sign-in form again.
    appRouter().history.replace(target);
    // Handed over from the small sign-in entry, the app's strings may still be on their way.
    void i18nReady.then(() => welcome(reply, i18n.t));
  }
  return renderApp(container, beforeDraw);
}
