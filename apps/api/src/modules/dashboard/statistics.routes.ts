import {
  activeUsersSchema,
  salesSchema,
  sampleSeriesSchema,
  statisticsChartSchema,
  statisticsOrdersSchema,
  statisticsRevenueSchema,
  subscribersSchema,
} from '@beacon/contract/dashboard';
import { type Router, createRouter } from '../../lib/router';
import type { DashboardSources } from './dashboard.deps';
import { growth, periodName, previousOf, rangeOf } from './dashboard.periods';
import { cardRoute } from './dashboard.route';
import { newsletter, siteTraffic } from './dashboard.samples';

const path = (card: string) => `/card/card-statistics/${card}`;

const routes = {
  ordersBarChart: cardRoute(
    path('orders-bar-chart'),
    'Orders of the period',
    statisticsChartSchema,
  ),
  profitLineChart: cardRoute(
    path('profit-line-chart'),
    'Invoice payments received in the period',
    statisticsChartSchema,
  ),
  subscribers: cardRoute(path('subscribers'), 'Accounts, and sign-ups', subscribersSchema),
  revenue: cardRoute(path('revenue'), "Orders' revenue of the period", statisticsRevenueSchema),
  sales: cardRoute(path('sales'), 'Revenue against the period before', salesSchema),
  orders: cardRoute(path('orders'), 'Orders of the period', statisticsOrdersSchema),
  siteTraffic: cardRoute(path('site-traffic'), 'Site traffic (sample)', sampleSeriesSchema),
  activeUsers: cardRoute(path('active-users'), 'Accounts with a live session', activeUsersSchema),
  newsletter: cardRoute(path('newsletter'), 'Newsletter (sample)', sampleSeriesSchema),
};

export function statisticsRoutes(sources: DashboardSources): Router {
  return createRouter()
    .openapi(routes.ordersBarChart, async (c) => {
      const { period } = c.req.valid('query');
      const { count } = await sources.orders(c.var.db, rangeOf(period));
      return c.json(
        {
          title: 'Orders',
          statistics: count.total,
          period: periodName(period),
          series: [{ name: 'Orders', data: count.series }],
        },
        200,
      );
    })
    .openapi(routes.profitLineChart, async (c) => {
      const { period } = c.req.valid('query');
      const paid = await sources.payments(c.var.db, rangeOf(period));
      return c.json(
        {
          title: 'Profit',
          statistics: paid.total,
          period: periodName(period),
          series: [{ name: 'Payments', data: paid.series }],
        },
        200,
      );
    })
    .openapi(routes.subscribers, async (c) => {
      const { period } = c.req.valid('query');
      const joined = await sources.accounts(c.var.db, rangeOf(period));
      return c.json(
        {
          period: periodName(period),
          series: [{ name: 'Subscribers', data: joined.series }],
          analyticsData: { subscribers: joined.total },
        },
        200,
      );
    })
    .openapi(routes.revenue, async (c) => {
      const { period } = c.req.valid('query');
      const { revenue } = await sources.orders(c.var.db, rangeOf(period));
      return c.json(
        {
          period: periodName(period),
          series: [{ name: 'Revenue', data: revenue.series }],
          analyticsData: { revenue: revenue.total },
        },
        200,
      );
    })
    .openapi(routes.sales, async (c) => {
      const { period } = c.req.valid('query');
      const range = rangeOf(period);
      const [now, then] = await Promise.all([
        sources.orders(c.var.db, range),
        sources.orders(c.var.db, previousOf(range)),
      ]);
      return c.json(
        {
          period: periodName(period),
          series: [{ name: 'Sales', data: now.revenue.series }],
          analyticsData: { sales: growth(now.revenue.total, then.revenue.total) },
        },
        200,
      );
    })
    .openapi(routes.orders, async (c) => {
      const { period } = c.req.valid('query');
      const { count } = await sources.orders(c.var.db, rangeOf(period));
      return c.json(
        {
          period: periodName(period),
          series: [{ name: 'Orders', data: count.series }],
          analyticsData: { orders: count.total },
        },
        200,
      );
    })
    .openapi(routes.siteTraffic, (c) => {
      const { period } = c.req.valid('query');
      return c.json(
        { period: periodName(period), series: siteTraffic(period), sample: true as const },
        200,
      );
    })
    .openapi(routes.activeUsers, async (c) => {
      const { period } = c.req.valid('query');
      const active = await sources.activeUsers(c.var.db, rangeOf(period));
      return c.json(
        {
          period: periodName(period),
          series: [{ name: 'Active Users', data: active.series }],
          analyticsData: { activeUsers: active.total },
        },
        200,
      );
    })
    .openapi(routes.newsletter, (c) => {
      const { period } = c.req.valid('query');
      return c.json(
        { period: periodName(period), series: newsletter(period), sample: true as const },
        200,
      );
    });
}
