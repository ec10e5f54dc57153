import { AbilityProvider } from '@casl/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ThemeProviders } from '../entry/theme-providers';
import { ability } from '../lib/ability';
import { queryClient } from '../lib/query';
import { FallbackLoader } from './fallback-loader';
import { MockStatus } from './mock/mock-status';

/** The signed-in app's providers: Mantine and toasts, then the query cache and the ability. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProviders>
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>
          {/* Pages suspend on their translations and code; the loader covers both. */}
          <Suspense fallback={<FallbackLoader />}>
            {children}
            {__BEACON_MOCK__ && <MockStatus />}
          </Suspense>
        </AbilityProvider>
      </QueryClientProvider>
    </ThemeProviders>
  );
}
