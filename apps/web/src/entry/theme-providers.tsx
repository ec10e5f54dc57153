import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeOf, useLayout } from '../app/layout/layout-store';
import '../app/styles/skins.css';
import { localizedTheme } from '../app/theme';

// The toasts' container (with its transitions) is loaded with the first toast; `notifications.show`
// only writes to a store, so a toast shown before it has loaded appears when it has.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

/**
 * The container, from the first toast on: most page loads show none, and mounting it (a portal,
 * then a transition group per corner of the screen) was a part of the start's longest task.
 */
function Toasts({ rtl }: { rtl: boolean }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Kept once mounted, so that a last toast leaves with its transition.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={rtl ? 'top-left' : 'top-right'} />
    </Suspense>
  );
}

/**
 * Mantine and the toasts, as both entries need them. Mantine follows the layout store: the skin
 * forces the colour scheme (so Mantine keeps no preference of its own) and `<html dir>`, which the
 * store sets, drives the direction.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const skin = useLayout((state) => state.skin);
  const rtl = useLayout((state) => state.direction === 'rtl');
  // Toasts' close buttons need a name in the user's language; no suspense: this sits above it.
  const { t } = useTranslation(undefined, { useSuspense: false });
  const localized = useMemo(() => localizedTheme(t('common.close')), [t]);
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
      <MantineProvider theme={localized} forceColorScheme={colorSchemeOf(skin)}>
        <Toasts rtl={rtl} />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
