import type { Rule } from '@beacon/contract/monitoring';
import type { AlarmSeverity, RuleCondition } from '@beacon/contract/monitoring-values';
import type { TFunction } from 'i18next';
import type { ApiBody } from '../../../lib/api/types';
import type { FormErrors } from '../../../lib/form-errors';

/** A rule as the API takes it (POST and PUT take the same body). */
export type RuleBody = ApiBody<'/api/monitoring/rules', 'post'>;

export type RuleScope = 'sensor' | 'zone';
type NumberField = number | string;

/** The form's values: the scope's target as the Select holds it (a sensor's id as text, or a zone). */
export interface RuleFormValues {
  name: string;
  scope: RuleScope;
  target: string | null;
  condition: RuleCondition | null;
  threshold: NumberField;
  low: NumberField;
  high: NumberField;
  ratePerMinute: NumberField;
  noDataMinutes: NumberField;
  hysteresis: NumberField;
  delaySeconds: NumberField;
  severity: AlarmSeverity | null;
  enabled: boolean;
  notifyRoles: string[];
}

export type RuleField = keyof RuleFormValues;

/** The number fields each condition needs; the others are hidden and sent as null. */
export const conditionFields: Record<RuleCondition, readonly RuleField[]> = {
  above: ['threshold'],
  below: ['threshold'],
  outside: ['low', 'high'],
  rate: ['ratePerMinute'],
  noData: ['noDataMinutes'],
};

/** No reading has no value to come back past: only the value conditions have a hysteresis. */
export const hasHysteresis = (condition: RuleCondition | null) => condition !== 'noData';

const text = (value: number | null) => (value === null ? '' : value);

export const ruleFormValues = (rule: Rule | null): RuleFormValues =>
  rule
    ? {
        name: rule.name,
        scope: rule.sensorId === null ? 'zone' : 'sensor',
        target: rule.sensorId === null ? rule.zone : String(rule.sensorId),
        condition: rule.condition,
        threshold: text(rule.threshold),
        low: text(rule.low),
        high: text(rule.high),
        ratePerMinute: text(rule.ratePerMinute),
        noDataMinutes: text(rule.noDataMinutes),
        hysteresis: rule.hysteresis,
        delaySeconds: rule.delaySeconds,
        severity: rule.severity,
        enabled: rule.enabled,
        notifyRoles: rule.notifyRoles,
      }
    : {
        name: '',
        scope: 'sensor',
        target: null,
        condition: null,
        threshold: '',
        low: '',
        high: '',
        ratePerMinute: '',
        noDataMinutes: '',
        hysteresis: 0,
        delaySeconds: 0,
        severity: 'warning',
        enabled: true,
        notifyRoles: [],
      };

// An empty input gives ''; NaN goes to the API, which names the field in its 400.
const numberOf = (value: NumberField) => (value === '' ? Number.NaN : Number(value));

/** The body the API takes: the scope's one target, and null for the fields the condition lacks. */
export function ruleBody(values: RuleFormValues): RuleBody {
  const needs = values.condition ? conditionFields[values.condition] : [];
  const field = (name: RuleField & keyof RuleBody) =>
    needs.includes(name) ? numberOf(values[name] as NumberField) : null;
  return {
    name: values.name.trim(),
    sensorId: values.scope === 'sensor' && values.target ? Number(values.target) : null,
    zone: values.scope === 'zone' ? values.target : null,
    // The API names a missing condition or severity in its 400 as it does any other field.
    condition: values.condition ?? ('' as RuleCondition),
    threshold: field('threshold'),
    low: field('low'),
    high: field('high'),
    ratePerMinute: field('ratePerMinute'),
    noDataMinutes: field('noDataMinutes'),
    hysteresis: hasHysteresis(values.condition) ? numberOf(values.hysteresis) : 0,
    delaySeconds: numberOf(values.delaySeconds),
    severity: values.severity ?? ('' as AlarmSeverity),
    enabled: values.enabled,
    notifyRoles: values.notifyRoles,
  };
}

/** What the form checks before sending: what it can say in the reader's language. */
export function checkRule(values: RuleFormValues, t: TFunction): FormErrors<RuleField> {
  const errors: FormErrors<RuleField> = {};
  const say = (key: string) => t(`monitoringRules.errors.${key}`);
  if (!values.name.trim()) errors.name = say('nameRequired');
  if (!values.target)
    errors.target = say(values.scope === 'sensor' ? 'sensorRequired' : 'zoneRequired');
  if (!values.condition) errors.condition = say('conditionRequired');
  if (!values.severity) errors.severity = say('severityRequired');
  const numbers: RuleField[] = [
    ...(values.condition ? conditionFields[values.condition] : []),
    ...(hasHysteresis(values.condition) ? (['hysteresis'] as const) : []),
    'delaySeconds',
  ];
  for (const field of numbers) {
    if (!Number.isFinite(numberOf(values[field] as NumberField)))
      errors[field] = say('numberRequired');
  }
  return errors;
}

const fieldNames: readonly RuleField[] = [
  'name',
  'condition',
  'threshold',
  'low',
  'high',
  'ratePerMinute',
  'noDataMinutes',
  'hysteresis',
  'delaySeconds',
  'severity',
  'enabled',
  'notifyRoles',
];

/** The API's field names as the form's: the scope's sensor or zone is the form's one target. */
export const ruleFieldOf = (key: string): RuleField | undefined => {
  const first = key.split('.')[0] ?? key;
  if (first === 'sensorId' || first === 'zone' || first === 'scope') return 'target';
  return fieldNames.find((field) => field === first);
};

/** A stored rule sent back whole (a PUT replaces it), e.g. with `enabled` turned. */
export const ruleBodyOf = (rule: Rule): RuleBody => ({
  name: rule.name,
  sensorId: rule.sensorId,
  zone: rule.zone,
  condition: rule.condition,
  threshold: rule.threshold,
  low: rule.low,
  high: rule.high,
  ratePerMinute: rule.ratePerMinute,
  noDataMinutes: rule.noDataMinutes,
  hysteresis: rule.hysteresis,
  delaySeconds: rule.delaySeconds,
  severity: rule.severity,
  enabled: rule.enabled,
  notifyRoles: rule.notifyRoles,
});
