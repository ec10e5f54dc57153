import { z } from 'zod';
import { analyticsPeriodKeys, analyticsPeriods } from './dashboard-values';

export * from './dashboard-values';

// ---------------------------------------------------------------------------------------------
// Cards (field names kept for API compatibility). Figures are JSON numbers,
// computed from the database; a card without data in the app says `sample: true`.

export const periodQuerySchema = z.object({
  period: z
    .enum(analyticsPeriodKeys)
    .default('last-28-days')
    .meta({ description: 'Added to the kept API: the period the figures cover' }),
});

const periods = {
  last_days: z
    .array(z.enum(analyticsPeriods))
    .meta({ description: 'Always the three periods, in this order' }),
  period: z.enum(analyticsPeriods).meta({ description: 'The period these figures cover' }),
};

const count = z.number().int().nonnegative();
/** Money in US dollars, two decimals at most. */
const dollars = z.number().meta({ description: 'US dollars' });
const percent = z.number().meta({ description: 'A percentage, e.g. 5.2 for 5.2 %' });

export const seriesSchema = z.array(z.object({ name: z.string(), data: z.array(z.number()) }));
const sample = {
  sample: z
    .literal(true)
    .meta({ description: 'Sample figures: the app has no such data (device, traffic, letters)' }),
};

export const supportTrackerSchema = z.object({
  title: z.string(),
  ...periods,
  totalTicket: count.meta({ description: 'Chats with at least one message' }),
  newTicket: count.meta({ description: 'Chats whose first message falls in the period' }),
  openTicket: count.meta({ description: 'Chats whose last message is still unseen' }),
  responseTime: z.number().meta({ description: 'Mean hours until the other side answered' }),
});

export const avgSessionsSchema = z.object({
  ...periods,
  sessions: count.meta({ description: 'Sign-ins in the period' }),
  growth: percent.meta({ description: 'Sign-ins against the period before' }),
  goal: count,
  users: count.meta({ description: 'Accounts that signed in during the period' }),
  retention: percent.meta({ description: 'Of those, the share that also signed in before it' }),
  duration: z.number().meta({ description: 'Days the period spans' }),
  series: seriesSchema,
});

export const revenueReportSchema = z.object({
  years: z.array(z.string()).meta({ description: 'This year and the two before' }),
  year: z.string(),
  price: dollars.meta({ description: "Orders' total in that year" }),
  budget: dollars.meta({ description: "Invoices' total issued in that year" }),
  series: seriesSchema.meta({ description: 'Earning (orders) and Invoiced, month by month' }),
});
export const revenueReportQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .meta({ description: 'One of `years`; this year by default' }),
});

export const goalOverviewSchema = z.object({
  completed: count.meta({ description: 'Completed tasks' }),
  inProgress: count.meta({ description: 'Open tasks (not completed, not deleted)' }),
  percent: percent.meta({ description: 'Completed of all' }),
});

export const revenueSchema = z.object({
  thisMonth: dollars.meta({ description: "Orders' total this calendar month" }),
  lastMonth: dollars.meta({ description: "Orders' total last calendar month" }),
});

export const productOrdersSchema = z.object({
  ...periods,
  chart_info: z.object({
    finished: count.meta({ description: 'Orders delivered' }),
    pending: count.meta({ description: 'Orders placed, not yet delivered' }),
    rejected: count.meta({ description: 'Orders cancelled' }),
  }),
});

export const sessionsDeviceSchema = z.object({
  ...periods,
  ...sample,
  chart_info: z.array(
    z.object({
      icon: z.string(),
      name: z.string(),
      iconColor: z.string(),
      usage: percent,
      upDown: percent,
    }),
  ),
});

export const customersSchema = z.object({
  ...periods,
  listData: z.array(
    z.object({
      icon: z.string(),
      iconColor: z.string(),
      text: z.enum(['New', 'Returning', 'Referrals']),
      result: count,
    }),
  ),
});

export const statisticsChartSchema = z.object({
  title: z.string(),
  statistics: z.number(),
  period: periods.period,
  series: seriesSchema,
});

const analytics = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ period: periods.period, series: seriesSchema, analyticsData: z.object(shape) });

export const subscribersSchema = analytics({
  subscribers: count.meta({ description: 'Accounts' }),
});
export const statisticsRevenueSchema = analytics({ revenue: dollars });
export const salesSchema = analytics({
  sales: percent.meta({ description: 'Order revenue against the period before' }),
});
export const statisticsOrdersSchema = analytics({ orders: count });
export const activeUsersSchema = analytics({
  activeUsers: count.meta({ description: 'Accounts with a live session' }),
});
export const sampleSeriesSchema = z.object({
  period: periods.period,
  series: seriesSchema,
  ...sample,
});

export type SupportTracker = z.infer<typeof supportTrackerSchema>;
export type AvgSessions = z.infer<typeof avgSessionsSchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type GoalOverview = z.infer<typeof goalOverviewSchema>;
export type Revenue = z.infer<typeof revenueSchema>;
export type ProductOrders = z.infer<typeof productOrdersSchema>;
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>;
export type Customers = z.infer<typeof customersSchema>;
export type StatisticsChart = z.infer<typeof statisticsChartSchema>;
export type Series = z.infer<typeof seriesSchema>;

// ---------------------------------------------------------------------------------------------
// Autocomplete

export const autocompleteReplySchema = z.object({
  autoComplete: z.array(z.object({ id: z.number().int(), title: z.string(), rank: z.string() })),
});
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;

/** What each card route answers, by its name in the path (`/card/card-analytics/<name>`). */
export interface AnalyticsCardReplies {
  'support-tracker': SupportTracker;
  'avg-sessions': AvgSessions;
  'revenue-report': RevenueReport;
  'goal-overview': GoalOverview;
  revenue: Revenue;
  'product-orders': ProductOrders;
  'sessions-device': SessionsDevice;
  customers: Customers;
}

/** What each card route answers, by its name in the path (`/card/card-statistics/<name>`). */
export interface StatisticsCardReplies {
  'orders-bar-chart': StatisticsChart;
  'profit-line-chart': StatisticsChart;
  subscribers: z.infer<typeof subscribersSchema>;
  revenue: z.infer<typeof statisticsRevenueSchema>;
  sales: z.infer<typeof salesSchema>;
  orders: z.infer<typeof statisticsOrdersSchema>;
  'site-traffic': z.infer<typeof sampleSeriesSchema>;
  'active-users': z.infer<typeof activeUsersSchema>;
  newsletter: z.infer<typeof sampleSeriesSchema>;
}
