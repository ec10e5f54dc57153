import { Button, Card, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { alarmSeverities, alarmStates } from '@beacon/contract/monitoring-values';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { sensorsQuery } from '../sensors/sensors.queries';
import { FilterSelect } from '../../../components/filter-select';
import { hasFilters, useAlarmsSearch, useClearAlarmFilters } from './use-alarms-search';

// The date pickers (Mantine dates, dayjs's languages) load as a chunk of their own, which keeps
// the route's chunk small; disabled fields hold their place.
const AlarmsDateFilter = lazy(() =>
  import('./alarms-date-filter').then((module) => ({ default: module.AlarmsDateFilter })),
);

/** State, severity, sensor, zone and days; each choice is kept in the URL and starts at page 1. */
export function AlarmsFilters() {
  const { t, i18n } = useTranslation();
  const [search, update] = useAlarmsSearch();
  const clear = useClearAlarmFilters();
  const sensors = useQuery(sensorsQuery());
  const byName = (a: { label: string }, b: { label: string }) =>
    a.label.localeCompare(b.label, i18n.language);

  const sensorOptions = (sensors.data?.sensors ?? [])
    .map((sensor) => ({ value: String(sensor.id), label: `${sensor.name} (${sensor.zone})` }))
    .sort(byName);
  // A sensor named by the URL but not in the list (retired since) still shows as chosen.
  if (search.sensor !== undefined && !sensorOptions.some((o) => o.value === String(search.sensor)))
    sensorOptions.push({
      value: String(search.sensor),
      label: t('monitoringAlarms.filters.unknownSensor', { id: search.sensor }),
    });
  const zoneOptions = (sensors.data?.zones ?? []).map((zone) => ({ value: zone, label: zone }));
  if (search.zone !== undefined && !zoneOptions.some((o) => o.value === search.zone))
    zoneOptions.push({ value: search.zone, label: search.zone });

  return (
    <Card padding="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4">
          {t('monitoringAlarms.filters.title')}
        </Title>
        {hasFilters(search) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={clear}
          >
            {t('monitoringAlarms.filters.clear')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <FilterSelect
          label={t('monitoringAlarms.filters.state')}
          anyLabel={t('monitoringAlarms.filters.anyState')}
          options={alarmStates.map((value) => ({
            value,
            label: t(`monitoringAlarms.states.${value}`),
          }))}
          value={search.state}
          onChange={(state) => update({ state })}
        />
        <FilterSelect
          label={t('monitoringAlarms.filters.severity')}
          anyLabel={t('monitoringAlarms.filters.anySeverity')}
          options={alarmSeverities.map((value) => ({
            value,
            label: t(`monitoringAlarms.severities.${value}`),
          }))}
          value={search.severity}
          onChange={(severity) => update({ severity })}
        />
        <FilterSelect
          label={t('monitoringAlarms.filters.sensor')}
          anyLabel={t('monitoringAlarms.filters.anySensor')}
          options={sensorOptions}
          value={search.sensor === undefined ? undefined : String(search.sensor)}
          onChange={(sensor) =>
            update({ sensor: sensor === undefined ? undefined : Number(sensor) })
          }
          searchable
          nothingFoundMessage={t('monitoringAlarms.filters.nothingFound')}
        />
        <FilterSelect
          label={t('monitoringAlarms.filters.zone')}
          anyLabel={t('monitoringAlarms.filters.anyZone')}
          options={zoneOptions}
          value={search.zone}
          onChange={(zone) => update({ zone })}
          searchable
          nothingFoundMessage={t('monitoringAlarms.filters.nothingFound')}
        />
        <Suspense
          fallback={
            <>
              <TextInput
                label={t('monitoringAlarms.filters.from')}
                description={t('monitoringAlarms.filters.utcDay')}
                disabled
              />
              <TextInput
                label={t('monitoringAlarms.filters.to')}
                description={t('monitoringAlarms.filters.utcDay')}
                disabled
              />
            </>
          }
        >
          <AlarmsDateFilter />
        </Suspense>
      </SimpleGrid>
    </Card>
  );
}
