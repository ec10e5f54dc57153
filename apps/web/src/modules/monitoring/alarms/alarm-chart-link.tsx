import type { Alarm } from '@beacon/contract/monitoring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIconLink } from '../../../components/action-icon-link';
import { alarmChartWindow } from './alarm-chart-window';

/** Opens the chart on the alarm's sensor, around the time it was open. */
export function AlarmChartLink({ alarm, icon }: { alarm: Alarm; icon: ReactNode }) {
  const { t } = useTranslation();
  const label = t('monitoringAlarms.table.chart', { sensor: alarm.sensor });
  return (
    <ActionIconLink
      to="/dynamic"
      search={{ sensors: [alarm.sensorId], window: 'custom', ...alarmChartWindow(alarm) }}
      variant="subtle"
      aria-label={label}
      title={label}
    >
      {icon}
    </ActionIconLink>
  );
}
