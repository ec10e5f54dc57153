import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { type RenderResult, act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { theme } from '../app/theme';
import { ability } from '../lib/ability';
import { queryClient as appQueryClient } from '../lib/query';
import { routeTree } from '../routeTree.gen';

interface ProvidersProps {
  children: ReactNode;
  /** Defaults to the app's own client (lib/query), which setup.ts clears after each test. */
  queryClient?: QueryClient;
}

/**
 * The app's providers as a test needs them: Mantine with `env="test"` (no transitions, no portals:
 * modals, menus and toasts render in place, at once), the toast container, TanStack Query and the
 * CASL ability, which follows the session (seed it with `signInAs`).
 */
export function TestProviders({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>{children}</AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export interface RenderOptions {
  /** The URL the memory history starts at, e.g. `/apps/user/list?q=ann`. Default `/`. */
  path?: string;
  queryClient?: QueryClient;
}

export type Rendered = RenderResult & {
  /** The router: `router.state.location` tells where a navigation went. */
  router: AnyRouter;
  /** A user-event instance set up for this render. */
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
};

async function renderRouter(router: AnyRouter, queryClient: QueryClient): Promise<Rendered> {
  const user = userEvent.setup();
  // Resolve the first match (beforeLoad, loaders) before React renders, as the app does.
  await act(() => router.load());
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return Object.assign(result, { router, user, queryClient });
}

/**
 * Renders one component inside the providers and a router whose every path shows it, so `Link`,
 * `useNavigate` and `useRouterState` work. Async: await it, then query the screen.
 *
 *   const { user, router } = await renderWithProviders(<LoginPage />, { path: '/login' });
 *   await user.click(screen.getByRole('button', { name: 'Sign in' }));
 *   await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/list'));
 *
 * A component that reads its own route's search params (`Route.useSearch()`) needs the real route:
 * use `renderRoute`.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { path = '/', queryClient = appQueryClient }: RenderOptions = {},
): Promise<Rendered> {
  const rootRoute = createRootRoute({ component: Outlet });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderRouter(router, queryClient);
}

/**
 * Renders the real app routes (src/routes, with their guards, search-param schemas and loaders)
 * at a URL. Seed the session first (`signInAs`) for routes behind sign-in, and answer their API
 * calls with `mockApi`.
 *
 *   signInAs('admin');
 *   mockApi({ 'GET /api/users/list/data': { total: 0, users: [] } });
 *   const { router } = await renderRoute('/apps/user/list?role=admin');
 */
export async function renderRoute(
  path: string,
  { queryClient = appQueryClient }: Omit<RenderOptions, 'path'> = {},
): Promise<Rendered> {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderRouter(router, queryClient);
}
