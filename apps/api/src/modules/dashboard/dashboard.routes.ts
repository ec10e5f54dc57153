import { createRoute } from '@hono/zod-openapi';
import { autocompleteReplySchema } from '@beacon/contract/dashboard';
import { requires } from '../../lib/guard';
import { bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { analyticsRoutes } from './analytics.routes';
import { autocompleteTitles } from './autocomplete.samples';
import type { DashboardSources } from './dashboard.deps';
import { statisticsRoutes } from './statistics.routes';

const autocompleteRoute = createRoute({
  tags: ['Dashboard cards'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/autocomplete/data',
  middleware: [requires('read', 'Dashboard')] as const,
  summary: 'The autocomplete demo’s 100 suggestions',
  description: 'A top-100 film list, each with its rank as a string.',
  responses: { 200: json(autocompleteReplySchema, 'The suggestions'), ...guardedReplies },
});

/** The dashboards' cards over the app's data, and the autocomplete demo's suggestions. */
export function dashboardRoutes(sources: DashboardSources) {
  // Statements, not one chain: a chain's type grows with every route, and comparing the three
  // routers' grown types took half of the API's type check.
  const router = createRouter();
  router.route('/', analyticsRoutes(sources));
  router.route('/', statisticsRoutes(sources));
  router.openapi(autocompleteRoute, (c) => c.json({ autoComplete: autocompleteTitles }, 200));
  return router;
}
