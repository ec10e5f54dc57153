// The temperature-monitoring module's fixed values without zod: the web's route files use them in
// the first-paint bundle, the contract's schemas (monitoring.ts) use the same ones.

/** A sensor's state: readings arriving, late (past its stale time), silent, or taken out of use. */
export const sensorStates = ['online', 'stale', 'offline', 'retired'] as const;
export type SensorState = (typeof sensorStates)[number];

export const alarmSeverities = ['info', 'warning', 'critical'] as const;
export type AlarmSeverity = (typeof alarmSeverities)[number];

/**
 * What a rule watches: a value above a threshold, below one, outside a range, a change faster than
 * a rate (per minute, either way), or no reading for a number of minutes.
 */
export const ruleConditions = ['above', 'below', 'outside', 'rate', 'noData'] as const;
export type RuleCondition = (typeof ruleConditions)[number];

/**
 * An alarm's state as the alarms page filters it, one at a time: `active` is open and nobody has
 * acknowledged it yet (someone must look), `acknowledged` is open and acknowledged (someone is on
 * it), `cleared` is over, acknowledged or not. The active counts are of every open alarm.
 */
export const alarmStates = ['active', 'acknowledged', 'cleared'] as const;
export type AlarmState = (typeof alarmStates)[number];

export const reportGroupings = ['hour', 'day', 'week'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The chart's windows: live ones follow the clock and take new points from the live channel. */
export const chartWindows = ['15m', '1h', '24h', '7d', '30d', 'custom'] as const;
export type ChartWindow = (typeof chartWindows)[number];
export const liveChartWindows: readonly ChartWindow[] = ['15m', '1h'];
export const chartWindowSeconds: Record<Exclude<ChartWindow, 'custom'>, number> = {
  '15m': 15 * 60,
  '1h': 60 * 60,
  '24h': 24 * 3600,
  '7d': 7 * 24 * 3600,
  '30d': 30 * 24 * 3600,
};

export const sensorNameMax = 100;
export const zoneNameMax = 100;
export const ruleNameMax = 100;
export const ackCommentMax = 500;
/** Where devices post readings, with `Authorization: Bearer <device token>`. */
export const ingestPath = '/api/monitoring/ingest';

/** One ingest request carries at most this many readings. */
export const ingestBatchMax = 1000;
/** A reading may be at most this far ahead of the server's clock (device clocks drift). */
export const ingestFutureSeconds = 5 * 60;
/** The chart's series never carry more buckets than this (each a min and a max: ≤ 2,000 points). */
export const chartBucketsMax = 1000;
/** The longest range the report and the chart take. */
export const rangeDaysMax = 366;
export const chartSensorsMax = 10;

export const reportPerPageOptions = [10, 25, 50, 100] as const;
export const reportDefaults = { groupBy: 'day', page: 1, perPage: 25 } as const;
export const alarmsPerPageOptions = [10, 25, 50] as const;
export const alarmsDefaults = { page: 1, perPage: 10 } as const;

/** A new sensor's defaults: a cold room's plausible range, a reading a minute expected. */
export const sensorDefaults = {
  unit: '°C',
  minValue: -50,
  maxValue: 100,
  staleAfterSeconds: 300,
  offlineAfterSeconds: 3600,
} as const;

/** The live channel's topic for monitoring events: whoever may read monitoring data hears it. */
export const monitoringTopic = 'monitoring';
export const monitoringEventTypes = {
  /** New readings of one sensor (its new state and last value with them). */
  readings: 'monitoring.readings',
  /** An alarm opened, changed its peak, cleared, or was acknowledged. */
  alarm: 'monitoring.alarm',
  /** A sensor or a rule was added, changed or retired: lists refetch. */
  setup: 'monitoring.setup',
} as const;

export const monitoringMessages = {
  sensorNotFound: 'There is no sensor with this id',
  ruleNotFound: 'There is no alarm rule with this id',
  alarmNotFound: 'There is no alarm with this id',
  sensorNameTaken: 'A sensor with this name already exists',
  sensorRetired: 'This sensor is retired',
  badDeviceToken: 'Unknown, rotated or revoked device token',
  alreadyAcknowledged: 'This alarm is already acknowledged',
} as const;
