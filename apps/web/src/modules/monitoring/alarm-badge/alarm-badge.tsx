import { Indicator, UnstyledButton } from '@mantine/core';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NavbarItemProps } from '../../../lib/manifest';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { useReadingFormats } from '../report/reading-format';
import { activeAlarmsKey, activeAlarmsQuery } from './active-alarms.queries';
import { showCriticalToast } from './critical-toast';

/**
 * The navbar's bell: the number of open alarms (red when one is critical), a link to the alarms.
 * It follows the live channel: any alarm change reloads the count, and a critical alarm that
 * opens is also told in a toast, whatever screen is open.
 */
export function AlarmBadge({ buttonClassName }: NavbarItemProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const formats = useReadingFormats();
  const counts = useQuery(activeAlarmsQuery()).data;

  useMonitoringEvents((event) => {
    if (event.type !== monitoringEventTypes.alarm) return;
    void client.invalidateQueries({ queryKey: activeAlarmsKey });
    if (event.change === 'opened' && event.alarm.severity === 'critical')
      showCriticalToast(event.alarm, { t, formats, open: () => void navigate({ to: '/alarms' }) });
  });

  const total = counts ? counts.info + counts.warning + counts.critical : undefined;
  const critical = counts?.critical ?? 0;
  const label =
    total === undefined
      ? t('monitoringBadge.button')
      : critical > 0
        ? t('monitoringBadge.buttonCritical', { count: total, critical })
        : t('monitoringBadge.buttonCount', { count: total });
  return (
    <UnstyledButton
      component={Link}
      to="/alarms"
      className={buttonClassName}
      aria-label={label}
      title={label}
    >
      <Indicator
        label={total}
        size={16}
        disabled={!total}
        color={critical > 0 ? 'red' : undefined}
        offset={2}
        zIndex={1}
        aria-hidden
        data-critical={critical > 0 || undefined}
      >
        <IconBell size={20} stroke={1.7} aria-hidden />
      </Indicator>
    </UnstyledButton>
  );
}
