// Runs before every test file of the "web" project (vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useLayout } from '../app/layout/layout-store';
import { loadMenuCode } from '../components/deferred-menu';
import { queryClient } from '../lib/query';
import { session } from '../lib/session';
import { useComposeStore } from '../modules/email/compose/compose-store';
import { resetTransport } from './api';
import { installBrowserStubs } from './browser-stubs';
import { installTestFetch } from './network';

installBrowserStubs();
// Before i18n loads: it fetches the strings at once.
installTestFetch();
resetTransport();

// The app's own i18n instance, with the English strings loaded before any test renders, so that
// components render their text at once (no Suspense fallback) and tests can query English names.
const { default: i18n } = await import('../lib/i18n');
await i18n.changeLanguage('en');

// Files share one module state per worker, so whether a menu's code is already in would depend on
// which files ran before. In jsdom a click on a menu's button resolves its element once: the code
// arriving between the hover and the press would swap that button out from under the click. The
// deferred loading itself is walked in a real browser by the E2E tests (user and language menus).
await loadMenuCode();

afterEach(async () => {
  cleanup();
  notifications.clean();
  queryClient.clear();
  session.signOut();
  localStorage.clear();
  // A worker runs many files with the same modules (vitest.config.ts): nothing stays open.
  useLayout.setState(useLayout.getInitialState(), true);
  useComposeStore.setState(useComposeStore.getInitialState(), true);
  sessionStorage.clear();
  resetTransport();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');

  // Files share one module state per worker, so whether a menu's code is already in would depend on
  // which files ran before. In jsdom a click on a menu's button resolves its element once: the code
  // arriving between the hover and the press would swap that button out from under the click. The
  // deferred loading itself is walked in a real browser by the E2E tests (user and language menus).
  await loadMenuCode();
});
