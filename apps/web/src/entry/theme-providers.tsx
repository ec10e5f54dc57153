import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeOf, useLayout } from '../app/layout/layout-store';
import '../app/styles/skins.css';
import { localizedTheme } from '../app/theme';

// The toasts' container (with its transitions) comes after the first paint; `notifications.show`
// only writes to a store, so a toast shown before it has loaded appears when it has.
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

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
        <Suspense fallback={null}>
          <Notifications position={rtl ? 'top-left' : 'top-right'} />
        </Suspense>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
