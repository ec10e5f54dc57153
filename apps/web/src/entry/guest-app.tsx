import './guest-styles';
import '../lib/i18n';
import type { LoginReply } from '@beacon/contract/auth';
import { StrictMode, Suspense, lazy, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import type * as AppModule from './app';
import { FallbackLoader } from '../app/fallback-loader';
import { session } from '../lib/session';
import { ForgotPasswordPage } from '../modules/auth/forgot-password-page';
import { GuestLayout } from '../modules/auth/guest-layout';
import { type GuestNav, GuestNavContext, type GuestPath } from '../modules/auth/guest-nav';
import { LoginPage } from '../modules/auth/login-page';
import { RegisterPage } from '../modules/auth/register-page';
import { isGuestPath } from './guest-pages';
import { ThemeProviders } from './theme-providers';

// Mock mode's notices come with the mock (and its query cache); the server build has none.
const MockStatus = __BEACON_MOCK__
  ? lazy(() => import('../app/mock/mock-status').then((m) => ({ default: m.MockStatus })))
  : () => null;

let appModule: Promise<typeof AppModule> | null = null;
/** The app's code, fetched once: when the user heads for the sign-in button, or at the latest on submit. */
const loadApp = () => (appModule ??= import('./app'));

// The sign-in pages move with pushState; Back and Forward come as popstate.
const moved = new EventTarget();
const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  moved.addEventListener('move', listener);
  return () => {
    window.removeEventListener('popstate', listener);
    moved.removeEventListener('move', listener);
  };
};
const currentPath = () => window.location.pathname;
const currentRedirect = () =>
  new URLSearchParams(window.location.search).get('redirect') ?? undefined;
const noRedirect = () => undefined;

type Enter = (reply?: LoginReply, redirect?: string) => Promise<void>;

/** `start`: the page the HTML was made for, as a prerender (build time) and its hydration see it. */
function GuestPages({ enter, start }: { enter: Enter; start: GuestPath }) {
  const path = useSyncExternalStore(subscribe, currentPath, () => start);
  const redirect = useSyncExternalStore(subscribe, currentRedirect, noRedirect);
  const guest = isGuestPath(path);
  // Back from a sign-in page to a page of the app: the app shows it (and its guard applies).
  useEffect(() => {
    if (!guest) void enter();
  }, [guest, enter]);
  const nav = useMemo<GuestNav>(
    () => ({
      go: (to) => {
        window.history.pushState(null, '', to);
        moved.dispatchEvent(new Event('move'));
      },
      complete: enter,
      prepare: () => void loadApp(),
    }),
    [enter],
  );
  if (!isGuestPath(path)) return null;
  return (
    <GuestNavContext.Provider value={nav}>
      <GuestLayout>
        {path === '/login' && <LoginPage redirect={redirect} />}
        {path === '/register' && <RegisterPage />}
        {path === '/forgot-password' && <ForgotPasswordPage />}
      </GuestLayout>
    </GuestNavContext.Provider>
  );
}

/** The sign-in pages with their providers, as the browser renders them and the build prerenders them. */
export function GuestTree({ enter, start }: { enter: Enter; start: GuestPath }) {
  return (
    <StrictMode>
      <ThemeProviders>
        {/* The pages suspend until their strings have loaded. */}
        <Suspense fallback={<FallbackLoader />}>
          <GuestPages enter={enter} start={start} />
          {__BEACON_MOCK__ && <MockStatus />}
        </Suspense>
      </ThemeProviders>
    </StrictMode>
  );
}

/**
 * The light entry of a page load on /login, /register or /forgot-password while signed out: Mantine
 * and the three pages, without the router, the query cache, the shell or any schema. Signing in
 * hands the same root element over to the app (entry/app.tsx); there is no page load in between.
 * A prerendered page is made to work by the small entry (entry/guest-lite/), which draws these
 * pages in its place only for what it does not do itself.
 */
export function renderGuest(container: HTMLElement, start: GuestPath): Root {
  let entered = false;
  const enter: Enter = async (reply, redirect) => {
    if (entered) return;
    entered = true;
    try {
      const { enterApp } = await loadApp();
      if (reply) session.signIn(reply);
      // The form stays until the app's first screen is ready to take its place.
      await enterApp(container, reply, redirect, () => root.unmount());
    } catch (error) {
      // The app's code did not load (offline): the form says so and a retry fetches it again.
      entered = false;
      appModule = null;
      throw error;
    }
  };
  const root = createRoot(container);
  root.render(<GuestTree enter={enter} start={start} />);
  return root;
}
