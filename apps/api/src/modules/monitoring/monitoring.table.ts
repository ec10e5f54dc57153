import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A temperature sensor. Its device authenticates with a token of its own, kept only as a hash;
 * `lastValue` and `lastReadingAt` follow its newest reading (written by ingest, not audited).
 */
export const sensors = pgTable(
  'sensors',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    zone: text().notNull(),
    unit: text().notNull().default('°C'),
    minValue: doublePrecision('min_value').notNull(),
    maxValue: doublePrecision('max_value').notNull(),
    staleAfterSeconds: integer('stale_after_seconds').notNull().default(300),
    offlineAfterSeconds: integer('offline_after_seconds').notNull().default(3600),
    /** sha-256 of the device token, hex; the audit trigger hides columns of this name. */
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    lastValue: doublePrecision('last_value'),
    lastReadingAt: at('last_reading_at'),
    retiredAt: at('retired_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sensors_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('sensors_token_hash_key').on(t.tokenHash),
    index('sensors_zone_idx').on(t.zone),
  ],
);

/**
 * Raw readings, one per sensor and instant: the key makes a resent batch store nothing twice and
 * serves every per-sensor time range. A BRIN index on `at` (added in the migration) lets the
 * retention job find old rows cheaply. Kept `MONITORING_RETENTION_DAYS` days.
 */
export const readings = pgTable(
  'readings',
  {
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    value: real().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.at] })],
);

/**
 * Each sensor's readings summed per hour, kept as readings arrive (in the ingest's statement) and
 * beyond the raw readings' retention: the report and the long chart windows read these.
 * `outsideSeconds`: time the sensor spent outside its alarm thresholds, as judged on arrival.
 */
export const readingHours = pgTable(
  'reading_hours',
  {
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    hour: at('hour').notNull(),
    count: integer().notNull(),
    sum: doublePrecision().notNull(),
    min: real().notNull(),
    max: real().notNull(),
    outsideSeconds: integer('outside_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sensorId, t.hour] }),
    index('reading_hours_hour_idx').on(t.hour),
  ],
);

/** An alarm rule: its scope (one sensor or a zone), condition, guards, severity and audience. */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    sensorId: integer('sensor_id').references(() => sensors.id, { onDelete: 'cascade' }),
    zone: text(),
    condition: text().notNull(),
    threshold: doublePrecision(),
    low: doublePrecision(),
    high: doublePrecision(),
    ratePerMinute: doublePrecision('rate_per_minute'),
    noDataMinutes: integer('no_data_minutes'),
    hysteresis: doublePrecision().notNull().default(0),
    delaySeconds: integer('delay_seconds').notNull().default(0),
    severity: text().notNull(),
    enabled: boolean().notNull().default(true),
    notifyRoles: text('notify_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('alarm_rules_sensor_idx').on(t.sensorId), index('alarm_rules_zone_idx').on(t.zone)],
);

/**
 * Where a rule stands for one sensor between readings: since when its condition has held (the
 * delay guard), and the previous reading a rate of change is measured from.
 */
export const ruleWatch = pgTable(
  'rule_watch',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alarmRules.id, { onDelete: 'cascade' }),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    holdingSince: at('holding_since'),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.sensorId] })],
);

/**
 * An alarm: opened once per rule and sensor (a partial unique index), its peak followed while
 * open, cleared past the hysteresis, acknowledged by a person. It outlives its rule.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ruleId: integer('rule_id').references(() => alarmRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    condition: text().notNull(),
    severity: text().notNull(),
    openedAt: at('opened_at').notNull(),
    openValue: doublePrecision('open_value'),
    peakValue: doublePrecision('peak_value'),
    peakAt: at('peak_at'),
    clearedAt: at('cleared_at'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by'),
    comment: text(),
  },
  (t) => [
    uniqueIndex('alarms_open_key')
      .on(t.ruleId, t.sensorId)
      .where(sql`${t.clearedAt} is null`),
    // The list's order, newest first with the id as tie-break, behind each filter that may be rare,
    // so that a page is a seek (migration 0028 says what each one serves).
    // NULLS FIRST as a plain DESC sorts (an index of DESC NULLS LAST serves no page: migration 0030).
    index('alarms_opened_idx').on(t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('alarms_sensor_opened_idx').on(
      t.sensorId,
      t.openedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('alarms_severity_opened_idx').on(
      t.severity,
      t.openedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('alarms_open_opened_idx')
      .on(t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.clearedAt} is null`),
  ],
);

/** The module's one row of settings: whether the demo's built-in simulator runs. */
export const monitoringSettings = pgTable('monitoring_settings', {
  id: integer().primaryKey().default(1),
  simulator: boolean().notNull().default(true),
});
