import type { Rule } from '@beacon/contract/monitoring';
import type { TFunction } from 'i18next';
import type { Formats } from '../../../lib/format';

/** A value with its unit, kept left to right inside a sentence of any direction. */
const measure = (formats: Formats, value: number | null, unit: string) =>
  formats.ltrInText(`${formats.number(value ?? 0)}${unit ? ` ${unit}` : ''}`);

/** "above 8 °C", "outside 18–26 °C", "changes faster than 2 °C/min", "no data for 15 min". */
export function conditionInWords(rule: Rule, unit: string, t: TFunction, formats: Formats): string {
  const key = `monitoringRules.words.${rule.condition}`;
  switch (rule.condition) {
    case 'above':
    case 'below':
      return t(key, { value: measure(formats, rule.threshold, unit) });
    case 'outside':
      return t(key, {
        range: formats.ltrInText(
          `${formats.number(rule.low ?? 0)}–${formats.number(rule.high ?? 0)}${unit ? ` ${unit}` : ''}`,
        ),
      });
    case 'rate':
      return t(key, { value: measure(formats, rule.ratePerMinute, unit ? `${unit}/min` : '/min') });
    case 'noData':
      return t(key, { count: rule.noDataMinutes ?? 0 });
  }
}

/** "hysteresis 0.5 °C, after 60 s", or null when the rule has neither guard. */
export function guardsInWords(
  rule: Rule,
  unit: string,
  t: TFunction,
  formats: Formats,
): string | null {
  const parts: string[] = [];
  if (rule.hysteresis > 0)
    parts.push(
      t('monitoringRules.words.hysteresis', { value: measure(formats, rule.hysteresis, unit) }),
    );
  if (rule.delaySeconds > 0)
    parts.push(t('monitoringRules.words.delay', { count: rule.delaySeconds }));
  return parts.length > 0 ? parts.join(t('monitoringRules.words.separator')) : null;
}
