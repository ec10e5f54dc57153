import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ability } from '../lib/ability';
import { queryClient } from '../lib/query';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>{children}</AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
