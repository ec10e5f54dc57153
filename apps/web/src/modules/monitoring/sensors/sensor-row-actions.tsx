import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useAbility } from '@casl/react';
import type { MongoAbility } from '@casl/ability';
import type { Sensor } from '@beacon/contract/monitoring';
import { IconArchive, IconKey, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SensorAction = 'edit' | 'rotate' | 'retire';

function Action(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={props.label} onClick={props.onClick}>
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A sensor's edit, rotate-token and retire buttons, each shown to whoever may do it. */
export function SensorRowActions(props: {
  sensor: Sensor;
  onAction: (action: SensorAction) => void;
}) {
  const { sensor, onAction } = props;
  const { t } = useTranslation();
  const ability = useAbility<MongoAbility>();
  // A retired sensor takes no more readings nor changes: it stays for its history.
  if (sensor.retiredAt) return null;
  const name = sensor.name;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {ability.can('update', 'MonitoringSetup') ? (
        <>
          <Action
            label={t('monitoringSensors.actions.edit', { name })}
            onClick={() => onAction('edit')}
          >
            <IconPencil size={18} aria-hidden />
          </Action>
          <Action
            label={t('monitoringSensors.actions.rotate', { name })}
            onClick={() => onAction('rotate')}
          >
            <IconKey size={18} aria-hidden />
          </Action>
        </>
      ) : null}
      {ability.can('delete', 'MonitoringSetup') ? (
        <Action
          label={t('monitoringSensors.actions.retire', { name })}
          onClick={() => onAction('retire')}
        >
          <IconArchive size={18} aria-hidden />
        </Action>
      ) : null}
    </Group>
  );
}
