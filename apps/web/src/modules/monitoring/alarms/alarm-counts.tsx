import { SimpleGrid } from '@mantine/core';
import { alarmSeverities, type AlarmSeverity } from '@beacon/contract/monitoring-values';
import type { SeverityCounts } from '@beacon/contract/monitoring';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { severityColor } from './alarm-severity-badge';

const icons = { info: IconInfoCircle, warning: IconAlertTriangle, critical: IconAlertOctagon };
// Most severe first: the figure that matters most is read first.
const order: AlarmSeverity[] = [...alarmSeverities].reverse();

/** The active alarms by severity, across every page and filter. */
export function AlarmCounts({ counts }: { counts: SeverityCounts | null | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {order.map((severity) => (
        <StatCard
          key={severity}
          label={t(`monitoringAlarms.counts.${severity}`)}
          value={counts === null ? null : counts?.[severity]}
          icon={icons[severity]}
          color={severityColor[severity]}
        />
      ))}
    </SimpleGrid>
  );
}
