import type { AnalyticsPeriodKey, Series } from '@beacon/contract/dashboard';

// Cards whose data this app does not have (devices, site traffic, a newsletter): sample
// figures, the same on every call for a period, marked `sample: true` in the
// reply.

const scale: Record<AnalyticsPeriodKey, number> = {
  'last-28-days': 1,
  'last-month': 1.1,
  'last-year': 12.5,
};

export function deviceSessions(period: AnalyticsPeriodKey) {
  const shift = period === 'last-year' ? 1.5 : period === 'last-month' ? -0.8 : 0;
  return [
    { icon: 'device-desktop', name: 'Desktop', iconColor: 'indigo', usage: 58.6, upDown: 2 },
    { icon: 'device-mobile', name: 'Mobile', iconColor: 'yellow', usage: 34.9 - shift, upDown: 8 },
    { icon: 'device-tablet', name: 'Tablet', iconColor: 'red', usage: 6.5 + shift, upDown: -5 },
  ].map((device) => ({ ...device, usage: Math.round(device.usage * 10) / 10 }));
}

const scaled = (period: AnalyticsPeriodKey, name: string, data: number[]): Series => [
  { name, data: data.map((value) => Math.round(value * scale[period])) },
];

export const siteTraffic = (period: AnalyticsPeriodKey) =>
  scaled(period, 'Traffic Rate', [150, 200, 125, 225, 200, 250]);

export const newsletter = (period: AnalyticsPeriodKey) =>
  scaled(period, 'Newsletter', [31, 40, 28, 51, 42, 109, 100]);
