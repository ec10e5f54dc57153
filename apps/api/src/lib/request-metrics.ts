import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, AppMetrics } from './context';

/** Middleware from `app.use` matches every method; a route's handler names its own. */
const ANY_METHOD = 'ALL';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The pattern of the route that answered (`/api/files/:id`): a label set as small as the route
 * list, whatever paths clients make up. A reply from a middleware (a bad body, a refused token)
 * counts under the route it was on its way to; a path no route has is `unmatched`.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const answering = routes[c.req.routeIndex];
  if (answering && answering.method !== ANY_METHOD) return answering.path;
  return routes.find((route) => route.method !== ANY_METHOD)?.path ?? 'unmatched';
}

/** Counts and times every request, and how many are being answered right now. */
export const requestMetrics = (metrics: AppMetrics) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const done = metrics.requestStarted();
    try {
      await next();
    } finally {
      done({
        route: routeLabel(c),
        method: knownMethods.has(c.req.method) ? c.req.method : 'OTHER',
        status: c.res.status,
        seconds: (performance.now() - started) / 1000,
      });
    }
  });
