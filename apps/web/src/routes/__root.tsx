import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { FallbackLoader } from '../app/fallback-loader';
import { NotFoundPage } from '../app/pages/not-found-page';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  pendingComponent: FallbackLoader,
  notFoundComponent: NotFoundPage,
});
