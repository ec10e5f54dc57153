import type { AlarmSeverity } from '@beacon/contract/monitoring-values';

// Ten sensors at most, ten colours; no red or orange, which the alarms and thresholds use.
const palette = [
  'blue',
  'teal',
  'grape',
  'cyan',
  'indigo',
  'lime',
  'pink',
  'violet',
  'green',
  'gray',
];

/** A sensor's line colour, by its place in the chart, readable in both skins. */
export const lineColor = (index: number) =>
  `var(--mantine-color-${palette[index % palette.length]}-6)`;

export const severityStroke: Record<AlarmSeverity, string> = {
  info: 'var(--mantine-color-blue-7)',
  warning: 'var(--mantine-color-orange-6)',
  critical: 'var(--mantine-color-red-6)',
};
