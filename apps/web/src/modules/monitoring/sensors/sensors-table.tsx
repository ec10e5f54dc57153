import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { Sensor } from '@beacon/contract/monitoring';
import { useTranslation } from 'react-i18next';
import { useFormats, usePageAlign } from '../../../lib/format';
import { useNow } from '../live/use-now';
import { type SensorAction, SensorRowActions } from './sensor-row-actions';
import { SensorStateBadge } from './sensor-state-badge';
import { stateAt } from './sensor-values';

interface SensorsTableProps {
  sensors: readonly Sensor[];
  onAction: (sensor: Sensor, action: SensorAction) => void;
}

/**
 * The sensors with their state, last value and token hint; the row's actions at its end. What a
 * narrow screen shows before scrolling is what matters most: the name, the state, the value.
 */
export function SensorsTable({ sensors, onAction }: SensorsTableProps) {
  const { t } = useTranslation();
  const { number, dateTime } = useFormats();
  // Names and zones are people's own words: their own direction, the page's alignment.
  const align = usePageAlign();
  const now = useNow(15_000);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoringSensors.table.name')}</Table.Th>
            <Table.Th>{t('monitoringSensors.table.state')}</Table.Th>
            <Table.Th>{t('monitoringSensors.table.lastValue')}</Table.Th>
            <Table.Th>{t('monitoringSensors.table.zone')}</Table.Th>
            <Table.Th>{t('monitoringSensors.table.token')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('monitoringSensors.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sensors.map((sensor) => (
            <Table.Tr key={sensor.id}>
              <Table.Td>
                <Text size="sm" fw={500} dir="auto" ta={align}>
                  {sensor.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <SensorStateBadge state={stateAt(sensor, now)} />
              </Table.Td>
              <Table.Td>
                {sensor.lastValue === null ? (
                  <Text size="sm" c="dimmed">
                    {t('monitoringSensors.table.noReading')}
                  </Text>
                ) : (
                  <>
                    <Text size="sm">
                      <bdi dir="ltr">{`${number(sensor.lastValue)} ${sensor.unit}`}</bdi>
                    </Text>
                    {sensor.lastReadingAt ? (
                      <Text size="xs" c="dimmed">
                        {dateTime(new Date(sensor.lastReadingAt), 'local')}
                      </Text>
                    ) : null}
                  </>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto" ta={align}>
                  {sensor.zone}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" dir="ltr" span>
                  {`…${sensor.tokenHint}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <SensorRowActions sensor={sensor} onAction={(action) => onAction(sensor, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
