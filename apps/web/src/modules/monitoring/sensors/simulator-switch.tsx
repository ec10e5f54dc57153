import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useAbility } from '@casl/react';
import type { MongoAbility } from '@casl/ability';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monitoringSettingsQuery, useSetSimulator } from './sensors.queries';

/**
 * The demo's built-in simulator, on or off for everyone. Disabled, with a note, when the server
 * turned it off for good, and for whoever may not change the setup.
 */
export function SimulatorSwitch() {
  const { t } = useTranslation();
  const ability = useAbility<MongoAbility>();
  const settings = useQuery(monitoringSettingsQuery());
  const set = useSetSimulator();
  const noteId = useId();
  if (!settings.data) return null;
  const { simulator, simulatorAvailable } = settings.data;
  const checked = set.isPending ? set.variables : simulator;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Switch
          label={t('monitoringSensors.simulator.label')}
          // Mantine's description sits inside the label and would lengthen the switch's name.
          aria-describedby={noteId}
          checked={simulatorAvailable && checked}
          disabled={
            !simulatorAvailable || !ability.can('update', 'MonitoringSetup') || set.isPending
          }
          onChange={(event) =>
            set.mutate(event.currentTarget.checked, {
              onError: () =>
                notifications.show({
                  color: 'red',
                  title: t('monitoringSensors.simulator.failed'),
                  message: t('monitoringSensors.simulator.failedMessage'),
                }),
            })
          }
        />
        <Text id={noteId} size="sm" c="dimmed">
          {simulatorAvailable
            ? t('monitoringSensors.simulator.hint')
            : t('monitoringSensors.simulator.unavailable')}
        </Text>
      </Stack>
    </Paper>
  );
}
