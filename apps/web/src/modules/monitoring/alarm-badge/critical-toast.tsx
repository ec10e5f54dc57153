import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Alarm } from '@beacon/contract/monitoring';
import type { TFunction } from 'i18next';
import { isolate } from '../live/isolate';
import type { ReadingFormats } from '../report/reading-format';

/** Long enough to be read from across a room, short enough not to pile up. */
const shownMs = 15_000;

/**
 * Tells the user at once that a critical alarm opened: which sensor, the reading that tripped it
 * and a link to the alarms. The toasts sit outside the router, so the link navigates through the
 * `open` it is handed rather than a router link.
 */
export function showCriticalToast(
  alarm: Alarm,
  { t, formats, open }: { t: TFunction; formats: ReadingFormats; open: () => void },
): void {
  const id = `monitoring-alarm-${alarm.id}`;
  notifications.show({
    id,
    color: 'red',
    autoClose: shownMs,
    title: t('monitoringBadge.toast.title', { rule: alarm.ruleName }),
    message: (
      <>
        <Text size="sm" component="span" display="block">
          {alarm.openValue === null
            ? t('monitoringBadge.toast.noValue', { sensor: alarm.sensor, zone: alarm.zone })
            : t('monitoringBadge.toast.value', {
                sensor: alarm.sensor,
                zone: alarm.zone,
                value: isolate(formats.value(alarm.openValue, alarm.unit)),
              })}
        </Text>
        <Anchor
          href="/alarms"
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            open();
          }}
        >
          {t('monitoringBadge.toast.link')}
        </Anchor>
      </>
    ),
  });
}
