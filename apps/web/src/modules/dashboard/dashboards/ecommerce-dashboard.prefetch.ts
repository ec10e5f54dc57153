import type { QueryClient } from '@tanstack/react-query';
import { ability } from '../../../lib/ability';
import { nextTask } from '../../../lib/next-task';
import {
  analyticsCardQuery,
  firstPeriod as period,
  revenueReportQuery,
  statisticsCardQuery,
} from '../dashboard.queries';
import { statisticsOverviewQuery } from '../statistics-cards/statistics-overview.queries';
import {
  latestInvoicesQuery,
  topInvoicesQuery,
  upcomingEventsQuery,
} from '../widgets/widget.queries';

/**
 * Asks for every figure the e-commerce dashboard's cards show first (their default period), while
 * the page's code loads: the cards then draw with their figures instead of a skeleton first, and
 * the requests leave in a task of their own before the page draws, not in its effects. The cards'
 * queries, with the same keys, take the answers. A card left out for the user's role
 * (`ReadableCol reads`) is not asked for either: its API would refuse.
 */
export async function prefetchEcommerceDashboard(client: QueryClient): Promise<void> {
  // In three tasks, the top of the page first: each request costs the main thread a few
  // milliseconds, and ten of them were one long task on a phone. Resolved once all are asked for.
  void client.prefetchQuery(statisticsCardQuery('revenue', period));
  if (ability.can('read', 'Ecommerce'))
    void client.prefetchQuery(statisticsOverviewQuery(client, period));
  void client.prefetchQuery(statisticsCardQuery('orders-bar-chart', period));
  await nextTask();
  void client.prefetchQuery(statisticsCardQuery('profit-line-chart', period));
  void client.prefetchQuery(analyticsCardQuery('revenue', period));
  void client.prefetchQuery(analyticsCardQuery('goal-overview', period));
  void client.prefetchQuery(revenueReportQuery());
  await nextTask();
  if (ability.can('read', 'Invoice')) {
    void client.prefetchQuery(topInvoicesQuery);
    void client.prefetchQuery(latestInvoicesQuery);
  }
  if (ability.can('read', 'Calendar')) void client.prefetchQuery(upcomingEventsQuery);
}
