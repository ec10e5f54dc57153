import { Badge, type MantineColor } from '@mantine/core';
import type { AlarmSeverity } from '@beacon/contract/monitoring-values';
import { useTranslation } from 'react-i18next';

const severityColor: Record<AlarmSeverity, MantineColor> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

/** A rule's severity: a coloured dot and its name, so colour is never the only sign. */
export function RuleSeverityBadge({ severity }: { severity: AlarmSeverity }) {
  const { t } = useTranslation();
  return (
    // The dot variant keeps the label in the text colour, readable in both skins (WCAG AA).
    <Badge
      variant="dot"
      color={severityColor[severity]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`monitoringRules.severities.${severity}`)}
    </Badge>
  );
}
