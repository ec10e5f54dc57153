// Zod-free constants of the dashboard cards (their analytics periods), for the web
// app's first-paint code and the API alike.

/** Every card with a period menu lists exactly these, in this order (kept API). */
export const analyticsPeriods = ['Last 28 Days', 'Last Month', 'Last Year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** Added to the kept API: `?period=` chooses one, by these keys (the default is the first). */
export const analyticsPeriodKeys = ['last-28-days', 'last-month', 'last-year'] as const;
export type AnalyticsPeriodKey = (typeof analyticsPeriodKeys)[number];

export const analyticsCards = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;
export type AnalyticsCard = (typeof analyticsCards)[number];

export const statisticsCards = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export type StatisticsCard = (typeof statisticsCards)[number];
