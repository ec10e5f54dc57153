import type { AnalyticsCardReplies } from '@beacon/contract/dashboard';
import { analyticsPeriods } from '@beacon/contract/dashboard-values';

// Replies as the API sends them, for this folder's tests.

const periods = { last_days: [...analyticsPeriods], period: analyticsPeriods[0] };

export const testReplies: AnalyticsCardReplies = {
  'support-tracker': {
    title: 'Support Tracker',
    ...periods,
    totalTicket: 1234,
    newTicket: 29,
    openTicket: 617,
    responseTime: 1.5,
  },
  'avg-sessions': {
    ...periods,
    sessions: 2700,
    growth: 5.2,
    goal: 1000,
    users: 900,
    retention: 90,
    duration: 28,
    series: [{ name: 'Sessions', data: [600, 700, 650, 750] }],
  },
  'revenue-report': {
    years: ['2025', '2024', '2023'],
    year: '2025',
    price: 25852,
    budget: 56800,
    series: [
      { name: 'Earning', data: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200] },
      { name: 'Invoiced', data: [50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] },
    ],
  },
  'goal-overview': { completed: 786617, inProgress: 13561, percent: 98.3 },
  revenue: { thisMonth: 86589, lastMonth: 73683 },
  'product-orders': {
    ...periods,
    chart_info: { finished: 23043, pending: 14658, rejected: 4758 },
  },
  'sessions-device': {
    ...periods,
    sample: true,
    chart_info: [
      { icon: 'device-desktop', name: 'Desktop', iconColor: 'indigo', usage: 58.6, upDown: 2 },
      { icon: 'device-mobile', name: 'Mobile', iconColor: 'yellow', usage: 34.9, upDown: 8 },
      { icon: 'device-tablet', name: 'Tablet', iconColor: 'red', usage: 6.5, upDown: -5 },
    ],
  },
  customers: {
    ...periods,
    listData: [
      { icon: 'circle', iconColor: 'indigo', text: 'New', result: 690 },
      { icon: 'circle', iconColor: 'yellow', text: 'Returning', result: 258 },
      { icon: 'circle', iconColor: 'red', text: 'Referrals', result: 0 },
    ],
  },
};

/** Every card's route answering its reply. */
export const testRoutes = () =>
  Object.fromEntries(
    Object.entries(testReplies).map(([name, reply]) => [
      `GET /card/card-analytics/${name}`,
      reply as object,
    ]),
  );
