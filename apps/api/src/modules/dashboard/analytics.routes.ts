import {
  avgSessionsSchema,
  customersSchema,
  goalOverviewSchema,
  productOrdersSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
  revenueSchema,
  sessionsDeviceSchema,
  supportTrackerSchema,
} from '@beacon/contract/dashboard';
import { type Router, createRouter } from '../../lib/router';
import type { DashboardSources } from './dashboard.deps';
import { days, growth, periodFields, rangeOf, thisMonth } from './dashboard.periods';
import { cardRoute } from './dashboard.route';
import { deviceSessions } from './dashboard.samples';

const path = (card: string) => `/card/card-analytics/${card}`;

const routes = {
  supportTracker: cardRoute(
    path('support-tracker'),
    'Chats as support tickets',
    supportTrackerSchema,
  ),
  avgSessions: cardRoute(path('avg-sessions'), 'Sign-ins of the period', avgSessionsSchema),
  revenueReport: cardRoute(
    path('revenue-report'),
    'Orders and invoices of a year, month by month',
    revenueReportSchema,
    revenueReportQuerySchema,
  ),
  goalOverview: cardRoute(path('goal-overview'), 'Completed and open tasks', goalOverviewSchema),
  revenue: cardRoute(path('revenue'), 'Orders this month and last month', revenueSchema),
  productOrders: cardRoute(
    path('product-orders'),
    'Orders of the period by state',
    productOrdersSchema,
  ),
  sessionsDevice: cardRoute(
    path('sessions-device'),
    'Sessions by device (sample)',
    sessionsDeviceSchema,
  ),
  customers: cardRoute(path('customers'), 'New and returning buyers', customersSchema),
};

/** A sign-in goal for the avg-sessions card's progress bars. */
const sessionsGoal = 1000;

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function analyticsRoutes(sources: DashboardSources): Router {
  return createRouter()
    .openapi(routes.supportTracker, async (c) => {
      const { period } = c.req.valid('query');
      const tickets = await sources.support(c.var.db, rangeOf(period));
      return c.json(
        {
          title: 'Support Tracker',
          ...periodFields(period),
          totalTicket: tickets.total,
          newTicket: tickets.new,
          openTicket: tickets.open,
          responseTime: tickets.responseHours,
        },
        200,
      );
    })
    .openapi(routes.avgSessions, async (c) => {
      const { period } = c.req.valid('query');
      const range = rangeOf(period);
      const signIns = await sources.signIns(c.var.db, range);
      return c.json(
        {
          ...periodFields(period),
          sessions: signIns.count.total,
          growth: growth(signIns.count.total, signIns.previous),
          goal: sessionsGoal,
          users: signIns.users,
          retention: percentOf(signIns.returning, signIns.users),
          duration: days(range),
          series: [{ name: 'Sessions', data: signIns.count.series }],
        },
        200,
      );
    })
    .openapi(routes.revenueReport, async (c) => {
      const thisYear = new Date().getUTCFullYear();
      const asked = c.req.valid('query').year;
      const year = asked === undefined ? thisYear : Number(asked);
      const [orders, invoices] = await Promise.all([
        sources.monthlyOrders(c.var.db, year),
        sources.monthlyInvoices(c.var.db, year),
      ]);
      const monthly = { orders, invoices };
      const sum = (values: number[]) =>
        Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
      return c.json(
        {
          years: [thisYear, thisYear - 1, thisYear - 2].map(String),
          year: String(year),
          price: sum(monthly.orders),
          budget: sum(monthly.invoices),
          series: [
            { name: 'Earning', data: monthly.orders },
            { name: 'Invoiced', data: monthly.invoices },
          ],
        },
        200,
      );
    })
    .openapi(routes.goalOverview, async (c) => {
      const { completed, open } = await sources.tasks(c.var.db);
      return c.json(
        { completed, inProgress: open, percent: percentOf(completed, completed + open) },
        200,
      );
    })
    .openapi(routes.revenue, async (c) => {
      const now = new Date();
      const [current, last] = await Promise.all([
        sources.orders(c.var.db, thisMonth(now)),
        sources.orders(c.var.db, rangeOf('last-month', now)),
      ]);
      return c.json({ thisMonth: current.revenue.total, lastMonth: last.revenue.total }, 200);
    })
    .openapi(routes.productOrders, async (c) => {
      const { period } = c.req.valid('query');
      const states = await sources.orderStates(c.var.db, rangeOf(period));
      return c.json(
        {
          ...periodFields(period),
          chart_info: {
            finished: states.delivered,
            pending: states.placed,
            rejected: states.cancelled,
          },
        },
        200,
      );
    })
    .openapi(routes.sessionsDevice, (c) => {
      const { period } = c.req.valid('query');
      return c.json(
        { ...periodFields(period), sample: true as const, chart_info: deviceSessions(period) },
        200,
      );
    })
    .openapi(routes.customers, async (c) => {
      const { period } = c.req.valid('query');
      const buyers = await sources.customers(c.var.db, rangeOf(period));
      return c.json(
        {
          ...periodFields(period),
          listData: [
            { icon: 'circle', iconColor: 'indigo', text: 'New' as const, result: buyers.new },
            {
              icon: 'circle',
              iconColor: 'yellow',
              text: 'Returning' as const,
              result: buyers.returning,
            },
            // Nobody is referred in this app: no sign-up asks who sent them.
            { icon: 'circle', iconColor: 'red', text: 'Referrals' as const, result: 0 },
          ],
        },
        200,
      );
    });
}
