import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/query';
import { routeTree } from './routeTree.gen';

const create = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });

let created: ReturnType<typeof create> | undefined;

/**
 * The app's router, built at its first use rather than as the module is evaluated: building the
 * route tree takes 15–35 ms at full speed, a task of its own at start instead of a part of the
 * modules' evaluation, which a phone runs four times slower (decision 0037).
 */
export function appRouter(): ReturnType<typeof create> {
  created ??= create();
  return created;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof create>;
  }
}
