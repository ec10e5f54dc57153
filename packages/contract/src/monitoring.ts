import { z } from 'zod';
import {
  optionalQuery,
  pageSchema,
  perPageSchema,
  recordIdSchema,
  requiredText,
  sortDirectionSchema,
} from './common';
import {
  ackCommentMax,
  alarmSeverities,
  alarmStates,
  alarmsDefaults,
  chartSensorsMax,
  type SensorState,
  type monitoringEventTypes,
  ingestBatchMax,
  reportDefaults,
  reportGroupings,
  ruleConditions,
  ruleNameMax,
  sensorDefaults,
  sensorNameMax,
  sensorStates,
  zoneNameMax,
} from './monitoring-values';
import { cursorQuerySchema, pagedReplyFields } from './paging';

export * from './monitoring-values';

/**
 * Temperature monitoring: sensors report readings over HTTP with a device token of their own; the
 * API keeps them with hourly aggregates, evaluates alarm rules as they arrive, and serves the
 * overview, the table report, the chart and the alarms.
 */

const dateTime = z.iso.datetime({ offset: true });
const finite = (label: string) =>
  z.number({ error: `${label} must be a number` }).finite(`${label} must be a finite number`);

/** `?sensors=1,2,3` or `?sensors=1&sensors=2`: a list of ids in the query string. */
const idListQuery = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        String(part).split(','),
      );
      return parts.filter((part) => part.trim() !== '');
    },
    z.array(recordIdSchema(label)).max(200, `${label}: at most 200`).optional(),
  );
const textListQuery = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      return (Array.isArray(value) ? value : [value])
        .flatMap((part) => String(part).split(','))
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z.array(z.string().max(zoneNameMax)).max(100, `${label}: at most 100`).optional(),
  );

// ——— Sensors ———

export const sensorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    zone: z.string(),
    unit: z.string(),
    minValue: z
      .number()
      .meta({ description: 'The plausible range: ingest refuses values outside' }),
    maxValue: z.number(),
    staleAfterSeconds: z.number().int(),
    offlineAfterSeconds: z.number().int(),
    state: z.enum(sensorStates),
    lastValue: z.number().nullable(),
    lastReadingAt: dateTime.nullable(),
    tokenHint: z.string().meta({ description: 'The device token’s last characters' }),
    retiredAt: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'Sensor' });
export type Sensor = z.infer<typeof sensorSchema>;

export const sensorsQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100)),
  zone: optionalQuery(z.string().max(zoneNameMax)),
  retired: optionalQuery(z.enum(['true', 'false'])).meta({
    description: 'true: retired sensors too',
  }),
});
export type SensorsQuery = z.infer<typeof sensorsQuerySchema>;

export const sensorsReplySchema = z
  .object({ sensors: z.array(sensorSchema), zones: z.array(z.string()) })
  .meta({ id: 'SensorList' });
export type SensorsReply = z.infer<typeof sensorsReplySchema>;

const sensorFields = {
  name: requiredText('Name', sensorNameMax),
  zone: requiredText('Zone', zoneNameMax),
  unit: z.string().trim().min(1, 'Unit is required').max(10).default(sensorDefaults.unit),
  minValue: finite('Lowest plausible value').default(sensorDefaults.minValue),
  maxValue: finite('Highest plausible value').default(sensorDefaults.maxValue),
  staleAfterSeconds: z
    .number()
    .int('Stale after must be whole seconds')
    .min(10, 'Stale after must be at least 10 seconds')
    .max(7 * 86400)
    .default(sensorDefaults.staleAfterSeconds),
  offlineAfterSeconds: z
    .number()
    .int('Offline after must be whole seconds')
    .min(20, 'Offline after must be at least 20 seconds')
    .max(30 * 86400)
    .default(sensorDefaults.offlineAfterSeconds),
};

const rangeChecks = <T extends { minValue?: number; maxValue?: number }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (
    value.minValue !== undefined &&
    value.maxValue !== undefined &&
    value.minValue >= value.maxValue
  )
    ctx.addIssue({
      code: 'custom',
      path: ['maxValue'],
      message: 'The highest plausible value must be above the lowest',
    });
};
const timeChecks = <T extends { staleAfterSeconds?: number; offlineAfterSeconds?: number }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (
    value.staleAfterSeconds !== undefined &&
    value.offlineAfterSeconds !== undefined &&
    value.offlineAfterSeconds <= value.staleAfterSeconds
  )
    ctx.addIssue({
      code: 'custom',
      path: ['offlineAfterSeconds'],
      message: 'Offline after must be longer than stale after',
    });
};

export const newSensorSchema = z
  .object(sensorFields)
  .superRefine(rangeChecks)
  .superRefine(timeChecks)
  .meta({ id: 'NewSensor' });
export type NewSensor = z.infer<typeof newSensorSchema>;

/** A change: any of the fields; the range and the times are checked against the stored ones too. */
export const sensorPatchSchema = z
  .object({
    name: sensorFields.name.optional(),
    zone: sensorFields.zone.optional(),
    unit: z.string().trim().min(1, 'Unit is required').max(10).optional(),
    minValue: finite('Lowest plausible value').optional(),
    maxValue: finite('Highest plausible value').optional(),
    staleAfterSeconds: sensorFields.staleAfterSeconds.unwrap().optional(),
    offlineAfterSeconds: sensorFields.offlineAfterSeconds.unwrap().optional(),
  })
  .superRefine(rangeChecks)
  .superRefine(timeChecks)
  .meta({ id: 'SensorPatch' });
export type SensorPatch = z.infer<typeof sensorPatchSchema>;

export const sensorIdParamSchema = z.object({ id: recordIdSchema('id') });
export const sensorReplySchema = z.object({ sensor: sensorSchema });
/** The device token is shown once, on creation and on rotation: only its hash is kept. */
export const sensorTokenReplySchema = z
  .object({ sensor: sensorSchema, token: z.string() })
  .meta({ id: 'SensorWithToken' });
export type SensorTokenReply = z.infer<typeof sensorTokenReplySchema>;

// ——— Ingest ———

export const readingInSchema = z.object({
  at: dateTime.meta({ description: 'When measured, ISO 8601 with an offset' }),
  value: finite('value'),
});
export const ingestBodySchema = z
  .object({
    readings: z
      .array(readingInSchema)
      .min(1, 'Send at least one reading')
      .max(ingestBatchMax, `Send at most ${ingestBatchMax} readings at once`),
  })
  .meta({ id: 'IngestBatch' });
export type IngestBody = z.infer<typeof ingestBodySchema>;

export const ingestReplySchema = z
  .object({
    stored: z.number().int().meta({ description: 'Readings new to the server' }),
    duplicates: z.number().int().meta({ description: 'Readings it had already (same time)' }),
  })
  .meta({ id: 'IngestReply' });
export type IngestReply = z.infer<typeof ingestReplySchema>;

// ——— Overview ———

export const severityCountsSchema = z.object({
  info: z.number().int(),
  warning: z.number().int(),
  critical: z.number().int(),
});
export type SeverityCounts = z.infer<typeof severityCountsSchema>;

export const sensorTileSchema = sensorSchema
  .extend({
    min24h: z.number().nullable(),
    max24h: z.number().nullable(),
    spark: z
      .array(z.number().nullable())
      .meta({ description: 'Hourly averages of the last 24 hours, oldest first (null: none)' }),
    alarm: z
      .enum(alarmSeverities)
      .nullable()
      .meta({ description: 'The most severe active alarm of the sensor' }),
  })
  .meta({ id: 'SensorTile' });
export type SensorTile = z.infer<typeof sensorTileSchema>;

export const overviewReplySchema = z
  .object({ sensors: z.array(sensorTileSchema), activeAlarms: severityCountsSchema })
  .meta({ id: 'MonitoringOverview' });
export type OverviewReply = z.infer<typeof overviewReplySchema>;

// ——— Table report ———

export const reportSortFields = [
  'sensor',
  'period',
  'min',
  'avg',
  'max',
  'count',
  'outside',
] as const;

const rangeQuery = {
  sensors: idListQuery('sensors').meta({ description: 'Sensor ids (comma-separated)' }),
  zones: textListQuery('zones').meta({ description: 'Zones (comma-separated)' }),
  from: dateTime.meta({ description: 'Start, included' }),
  to: dateTime.meta({ description: 'End, excluded' }),
};

export const reportQuerySchema = z.object({
  ...rangeQuery,
  groupBy: optionalQuery(z.enum(reportGroupings)).default(reportDefaults.groupBy),
  sort: optionalQuery(z.enum(reportSortFields)).default('sensor'),
  dir: sortDirectionSchema('asc'),
  page: pageSchema,
  perPage: perPageSchema(reportDefaults.perPage),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
/** The whole selection, for the CSV, Excel and PDF exports. */
export const reportExportQuerySchema = reportQuerySchema.omit({ page: true, perPage: true });
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

export const reportRowSchema = z
  .object({
    sensorId: z.number().int(),
    sensor: z.string(),
    zone: z.string(),
    unit: z.string(),
    period: dateTime.meta({ description: 'The period’s start (UTC)' }),
    min: z.number(),
    avg: z.number(),
    max: z.number(),
    count: z.number().int(),
    outsideSeconds: z
      .number()
      .int()
      .meta({ description: 'Time spent outside the alarm thresholds in force when read' }),
  })
  .meta({ id: 'ReportRow' });
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportReplySchema = z
  .object({ rows: z.array(reportRowSchema), total: z.number().int() })
  .meta({ id: 'MonitoringReport' });
export type ReportReply = z.infer<typeof reportReplySchema>;

// ——— Chart series ———

export const seriesQuerySchema = z.object({
  sensors: idListQuery('sensors').pipe(
    z
      .array(z.number())
      .min(1, 'Choose at least one sensor')
      .max(chartSensorsMax, `Choose at most ${chartSensorsMax} sensors`),
  ),
  from: rangeQuery.from,
  to: rangeQuery.to,
});
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;

/** One bucket: its start, and the lowest, mean and highest reading in it, so no spike is lost. */
export const seriesPointSchema = z.object({
  at: dateTime,
  min: z.number(),
  avg: z.number(),
  max: z.number(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const thresholdSchema = z
  .object({
    ruleId: z.number().int(),
    severity: z.enum(alarmSeverities),
    low: z.number().nullable(),
    high: z.number().nullable(),
  })
  .meta({ id: 'Threshold' });
export type Threshold = z.infer<typeof thresholdSchema>;

export const alarmPeriodSchema = z.object({
  id: z.number().int(),
  severity: z.enum(alarmSeverities),
  openedAt: dateTime,
  clearedAt: dateTime.nullable(),
});
export type AlarmPeriod = z.infer<typeof alarmPeriodSchema>;

export const seriesSchema = z
  .object({
    sensorId: z.number().int(),
    name: z.string(),
    unit: z.string(),
    points: z.array(seriesPointSchema),
    thresholds: z.array(thresholdSchema),
    alarms: z.array(alarmPeriodSchema),
  })
  .meta({ id: 'Series' });
export type Series = z.infer<typeof seriesSchema>;

export const seriesReplySchema = z
  .object({
    bucketSeconds: z
      .number()
      .int()
      .meta({ description: '0: raw readings; else the width of each point’s bucket' }),
    series: z.array(seriesSchema),
  })
  .meta({ id: 'MonitoringSeries' });
export type SeriesReply = z.infer<typeof seriesReplySchema>;

// ——— Alarm rules ———

export const ruleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sensorId: z.number().int().nullable().meta({ description: 'Scope: one sensor, or…' }),
    zone: z.string().nullable().meta({ description: '…every sensor of a zone' }),
    condition: z.enum(ruleConditions),
    threshold: z.number().nullable().meta({ description: 'above, below' }),
    low: z.number().nullable().meta({ description: 'outside' }),
    high: z.number().nullable().meta({ description: 'outside' }),
    ratePerMinute: z
      .number()
      .nullable()
      .meta({ description: 'rate: units per minute, either way' }),
    noDataMinutes: z.number().int().nullable().meta({ description: 'noData' }),
    hysteresis: z.number().meta({ description: 'How far back past the limit before it clears' }),
    delaySeconds: z.number().int().meta({ description: 'How long the condition must hold' }),
    severity: z.enum(alarmSeverities),
    enabled: z.boolean(),
    notifyRoles: z.array(z.string()).meta({ description: 'Role names whose members are told' }),
    createdAt: dateTime,
  })
  .meta({ id: 'AlarmRule' });
export type Rule = z.infer<typeof ruleSchema>;

export const rulesReplySchema = z.object({ rules: z.array(ruleSchema) }).meta({ id: 'AlarmRules' });
export type RulesReply = z.infer<typeof rulesReplySchema>;

/**
 * A rule as sent: the fields its condition needs are required (checked in the API with field
 * messages), the others must be absent or null.
 */
export const ruleBodySchema = z
  .object({
    name: requiredText('Name', ruleNameMax),
    sensorId: recordIdSchema('Sensor').nullable().optional(),
    zone: z.string().trim().max(zoneNameMax).nullable().optional(),
    condition: z.enum(ruleConditions, { error: 'Choose a condition' }),
    threshold: finite('Threshold').nullable().optional(),
    low: finite('Low limit').nullable().optional(),
    high: finite('High limit').nullable().optional(),
    ratePerMinute: finite('Rate').positive('Rate must be above 0').nullable().optional(),
    noDataMinutes: z
      .number()
      .int('Minutes must be a whole number')
      .min(1, 'At least 1 minute')
      .max(7 * 24 * 60)
      .nullable()
      .optional(),
    hysteresis: finite('Hysteresis').min(0, 'Hysteresis cannot be negative').default(0),
    delaySeconds: z
      .number()
      .int('Delay must be whole seconds')
      .min(0, 'Delay cannot be negative')
      .max(86400, 'Delay must be at most a day')
      .default(0),
    severity: z.enum(alarmSeverities, { error: 'Choose a severity' }),
    enabled: z.boolean().default(true),
    notifyRoles: z.array(z.string().max(50)).max(20).default([]),
  })
  .meta({ id: 'AlarmRuleBody' });
export type RuleBody = z.input<typeof ruleBodySchema>;
export type RuleInput = z.infer<typeof ruleBodySchema>;

export const ruleIdParamSchema = z.object({ id: recordIdSchema('id') });
export const ruleReplySchema = z.object({ rule: ruleSchema });

// ——— Alarms ———

export const alarmSchema = z
  .object({
    id: z.number().int(),
    ruleId: z.number().int().nullable().meta({ description: 'Null once the rule is deleted' }),
    ruleName: z.string(),
    sensorId: z.number().int(),
    sensor: z.string(),
    zone: z.string(),
    unit: z.string(),
    condition: z.enum(ruleConditions),
    severity: z.enum(alarmSeverities),
    state: z.enum(alarmStates),
    openedAt: dateTime,
    openValue: z.number().nullable().meta({ description: 'The reading that tripped it' }),
    peakValue: z.number().nullable().meta({ description: 'The worst reading while it was open' }),
    peakAt: dateTime.nullable(),
    clearedAt: dateTime.nullable(),
    acknowledgedAt: dateTime.nullable(),
    acknowledgedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'Alarm' });
export type Alarm = z.infer<typeof alarmSchema>;

export const alarmsQuerySchema = z.object({
  state: optionalQuery(z.enum(alarmStates)).meta({
    description:
      'active: open, not acknowledged; acknowledged: open, acknowledged; cleared: over, acknowledged or not',
  }),
  severity: optionalQuery(z.enum(alarmSeverities)),
  sensor: optionalQuery(recordIdSchema('sensor')),
  zone: optionalQuery(z.string().max(zoneNameMax)),
  from: optionalQuery(dateTime).meta({ description: 'Opened at or after' }),
  to: optionalQuery(dateTime).meta({ description: 'Opened before' }),
  page: pageSchema,
  perPage: perPageSchema(alarmsDefaults.perPage),
  cursor: cursorQuerySchema,
});
export type AlarmsQuery = z.infer<typeof alarmsQuerySchema>;

export const alarmsReplySchema = z
  .object({
    alarms: z.array(alarmSchema),
    ...pagedReplyFields,
    active: severityCountsSchema.meta({
      description: 'Open alarms (acknowledged or not) by severity, all pages, whatever the filters',
    }),
  })
  .meta({ id: 'AlarmList' });
export type AlarmsReply = z.infer<typeof alarmsReplySchema>;

export const alarmIdParamSchema = z.object({ id: recordIdSchema('id') });
export const acknowledgeBodySchema = z.object({
  comment: z.string().trim().max(ackCommentMax, `At most ${ackCommentMax} characters`).default(''),
});
export const alarmReplySchema = z.object({ alarm: alarmSchema });

// ——— Settings ———

export const monitoringSettingsSchema = z
  .object({
    simulator: z.boolean().meta({ description: 'The demo’s built-in simulator sends readings' }),
    simulatorAvailable: z
      .boolean()
      .meta({ description: 'False when the server turned the simulator off for good' }),
    retentionDays: z.number().int().meta({ description: 'How long raw readings are kept' }),
  })
  .meta({ id: 'MonitoringSettings' });
export type MonitoringSettings = z.infer<typeof monitoringSettingsSchema>;
export const monitoringSettingsPatchSchema = z.object({ simulator: z.boolean() });

// ——— Live events (topic `monitoringTopic`) ———

export type ReadingsEvent = {
  type: typeof monitoringEventTypes.readings;
  sensorId: number;
  state: SensorState;
  lastValue: number | null;
  lastReadingAt: string | null;
  /** The new readings, oldest first. */
  readings: { at: string; value: number }[];
};

export type AlarmChange = 'opened' | 'updated' | 'cleared' | 'acknowledged';
export type AlarmEvent = {
  type: typeof monitoringEventTypes.alarm;
  change: AlarmChange;
  alarm: Alarm;
};
export type SetupEvent = {
  type: typeof monitoringEventTypes.setup;
  what: 'sensors' | 'rules' | 'settings';
};
