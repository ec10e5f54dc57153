import { AbilityProvider } from '@casl/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ability } from '../lib/ability';
import { queryClient } from '../lib/query';
import { FallbackLoader } from './fallback-loader';
import { colorSchemeOf, useLayout } from './layout/layout-store';
import { MockStatus } from './mock/mock-status';
import './styles/skins.css';
import { localizedTheme } from './theme';

/**
 * Mantine follows the layout store: the skin forces the colour scheme (so Mantine keeps no
 * preference of its own) and `<html dir>`, which the store sets, drives the direction.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const skin = useLayout((state) => state.skin);
  const rtl = useLayout((state) => state.direction === 'rtl');
  // Toasts' close buttons need a name in the user's language; no suspense: this sits above it.
  const { t } = useTranslation(undefined, { useSuspense: false });
  const localized = useMemo(() => localizedTheme(t('common.close')), [t]);
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
      <MantineProvider theme={localized} forceColorScheme={colorSchemeOf(skin)}>
        <Notifications position={rtl ? 'top-left' : 'top-right'} />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            {/* Pages suspend on their translations and code; the loader covers both. */}
            <Suspense fallback={<FallbackLoader />}>
              {children}
              {__BEACON_MOCK__ && <MockStatus />}
            </Suspense>
          </AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
