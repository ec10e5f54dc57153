import { Badge, type MantineColor } from '@mantine/core';
import type { AlarmSeverity } from '@beacon/contract/monitoring-values';
import { useTranslation } from 'react-i18next';

export const severityColor: Record<AlarmSeverity, MantineColor> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

/** An alarm's severity: a coloured dot and its name, so colour is never the only sign. */
export function AlarmSeverityBadge({ severity }: { severity: AlarmSeverity }) {
  const { t } = useTranslation();
  return (
    // The dot variant keeps the label in the text colour, readable in every skin (WCAG AA); a
    // visible overflow keeps the word whole in a narrow column.
    <Badge
      variant="dot"
      color={severityColor[severity]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`monitoringAlarms.severities.${severity}`)}
    </Badge>
  );
}
