import { Badge, type MantineColor } from '@mantine/core';
import type { SensorState } from '@beacon/contract/monitoring-values';
import { useTranslation } from 'react-i18next';

const stateColor: Record<SensorState, MantineColor> = {
  online: 'green',
  stale: 'yellow',
  offline: 'red',
  retired: 'gray',
};

/** A sensor's state: a coloured dot and its name, so colour is never the only sign. */
export function SensorStateBadge({ state }: { state: SensorState }) {
  const { t } = useTranslation();
  return (
    // The dot variant keeps the label in the text colour, readable in both skins (WCAG AA).
    <Badge
      variant="dot"
      color={stateColor[state]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`monitoringSensors.states.${state}`)}
    </Badge>
  );
}
