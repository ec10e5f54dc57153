import type { AlarmSeverity, RuleCondition } from '@beacon/contract/monitoring';
import type { NewReading } from './sensor-view';

// The alarms a month of back-filled readings would have raised, judged as the alarms engine
// judges readings on arrival (evaluate.ts: the delay, the hysteresis, the peak) and as the no-data
// check judges silence (no-data.ts), so the seeded history and its alarms tell one story.

export interface HistoryRule {
  condition: RuleCondition;
  threshold?: number | null;
  low?: number | null;
  high?: number | null;
  noDataMinutes?: number | null;
  hysteresis: number;
  delaySeconds: number;
  severity: AlarmSeverity;
}

export interface HistoryAlarm {
  openedAt: Date;
  openValue: number | null;
  peakValue: number | null;
  peakAt: Date | null;
  clearedAt: Date | null;
}

export interface HistoryVerdict {
  alarms: HistoryAlarm[];
  /** Since when the condition holds at the end without an alarm yet (its delay running). */
  holdingSince: Date | null;
}

const holds = (rule: HistoryRule, value: number) => {
  switch (rule.condition) {
    case 'above':
      return rule.threshold != null && value > rule.threshold;
    case 'below':
      return rule.threshold != null && value < rule.threshold;
    case 'outside':
      return rule.low != null && rule.high != null && (value < rule.low || value > rule.high);
    default:
      return false;
  }
};

const clears = (rule: HistoryRule, value: number) => {
  const h = rule.hysteresis;
  switch (rule.condition) {
    case 'above':
      return rule.threshold != null && value <= rule.threshold - h;
    case 'below':
      return rule.threshold != null && value >= rule.threshold + h;
    case 'outside':
      return (
        rule.low != null && rule.high != null && rule.low + h <= value && value <= rule.high - h
      );
    default:
      return true;
  }
};

/** How far past its limit a value is: the worst one is the alarm's peak. */
const distance = (rule: HistoryRule, value: number) => {
  if (rule.condition === 'below') return (rule.threshold ?? value) - value;
  if (rule.condition === 'outside')
    return Math.max((rule.low ?? value) - value, value - (rule.high ?? value));
  return value - (rule.threshold ?? value);
};

/** A value rule (above, below, outside) over one sensor's readings, oldest first. */
function valueAlarms(rule: HistoryRule, readings: readonly NewReading[]): HistoryVerdict {
  const alarms: HistoryAlarm[] = [];
  let open: HistoryAlarm | null = null;
  let holding: Date | null = null;
  for (const { at, value } of readings) {
    if (open) {
      if (clears(rule, value)) {
        open.clearedAt = at;
        open = null;
      } else if (
        holds(rule, value) &&
        (open.peakValue === null || distance(rule, value) > distance(rule, open.peakValue))
      ) {
        open.peakValue = value;
        open.peakAt = at;
      }
      continue;
    }
    if (!holds(rule, value)) {
      holding = null;
      continue;
    }
    holding ??= at;
    if (at.getTime() - holding.getTime() < rule.delaySeconds * 1000) continue;
    open = { openedAt: at, openValue: value, peakValue: value, peakAt: at, clearedAt: null };
    alarms.push(open);
    holding = null;
  }
  return { alarms, holdingSince: holding };
}

/** A silence longer than the rule's minutes (and delay) opens an alarm; the next reading clears it. */
function noDataAlarms(rule: HistoryRule, readings: readonly NewReading[], now: Date) {
  const allowedMs = (rule.noDataMinutes ?? Infinity) * 60_000 + rule.delaySeconds * 1000;
  const alarms: HistoryAlarm[] = [];
  const silence = (from: Date, until: Date | null) => {
    if ((until ?? now).getTime() - from.getTime() <= allowedMs) return;
    alarms.push({
      openedAt: new Date(from.getTime() + allowedMs),
      openValue: null,
      peakValue: null,
      peakAt: null,
      clearedAt: until,
    });
  };
  readings.forEach((reading, index) => {
    const next = readings[index + 1];
    silence(reading.at, next ? next.at : null);
  });
  return { alarms, holdingSince: null };
}

/** What one rule would have raised over one sensor's readings (oldest first) until `now`. */
export const historyAlarms = (
  rule: HistoryRule,
  readings: readonly NewReading[],
  now: Date,
): HistoryVerdict =>
  rule.condition === 'noData' ? noDataAlarms(rule, readings, now) : valueAlarms(rule, readings);

/** The limits a reading counts as outside of, as the engine's `limitsOf` takes them from rules. */
export function limitsOfRules(rules: readonly HistoryRule[]) {
  let low: number | null = null;
  let high: number | null = null;
  for (const rule of rules) {
    const ruleHigh =
      rule.condition === 'above' ? rule.threshold : rule.condition === 'outside' ? rule.high : null;
    const ruleLow =
      rule.condition === 'below' ? rule.threshold : rule.condition === 'outside' ? rule.low : null;
    if (ruleHigh != null) high = high === null ? ruleHigh : Math.min(high, ruleHigh);
    if (ruleLow != null) low = low === null ? ruleLow : Math.max(low, ruleLow);
  }
  return { low, high };
}
