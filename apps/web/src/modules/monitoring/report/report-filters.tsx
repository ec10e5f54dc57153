import {
  Card,
  Input,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  TextInput,
  Title,
} from '@mantine/core';
import { reportGroupings } from '@beacon/contract/monitoring-values';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sensorsQuery } from '../sensors/sensors.queries';
import { useReportSearch } from './use-report-search';

// The date pickers (Mantine dates, dayjs's languages) load as a chunk of their own, which keeps
// the route's chunk small; disabled fields hold their place.
const ReportDateFilter = lazy(() =>
  import('./report-date-filter').then((module) => ({ default: module.ReportDateFilter })),
);

/** Sensors, zones, days and grouping; each choice is kept in the URL and starts at page 1. */
export function ReportFilters({ days }: { days: { from: string; to: string } }) {
  const { t, i18n } = useTranslation();
  const [search, update] = useReportSearch();
  const sensors = useQuery(sensorsQuery());
  const groupLabel = useId();

  const sensorOptions = (sensors.data?.sensors ?? [])
    .map((sensor) => ({ value: String(sensor.id), label: `${sensor.name} (${sensor.zone})` }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  // Ids in the URL but not in the list (retired since) still show as chosen.
  for (const id of search.sensors ?? [])
    if (!sensorOptions.some((option) => option.value === String(id)))
      sensorOptions.push({
        value: String(id),
        label: t('monitoringReport.filters.unknownSensor', { id }),
      });
  const zoneOptions = [...new Set([...(sensors.data?.zones ?? []), ...(search.zones ?? [])])];

  return (
    <Card padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('monitoringReport.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MultiSelect
          label={t('monitoringReport.filters.sensors')}
          placeholder={search.sensors ? undefined : t('monitoringReport.filters.allSensors')}
          data={sensorOptions}
          value={(search.sensors ?? []).map(String)}
          onChange={(ids) => update({ sensors: ids.length ? ids.map(Number) : undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('monitoringReport.filters.clearSensors') }}
          nothingFoundMessage={t('monitoringReport.filters.nothingFound')}
        />
        <MultiSelect
          label={t('monitoringReport.filters.zones')}
          placeholder={search.zones ? undefined : t('monitoringReport.filters.allZones')}
          data={zoneOptions}
          value={search.zones ?? []}
          onChange={(zones) => update({ zones: zones.length ? zones : undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('monitoringReport.filters.clearZones') }}
          nothingFoundMessage={t('monitoringReport.filters.nothingFound')}
        />
        <Input.Wrapper id={groupLabel} label={t('monitoringReport.filters.groupBy')}>
          <SegmentedControl
            aria-labelledby={`${groupLabel}-label`}
            fullWidth
            data={reportGroupings.map((value) => ({
              value,
              label: t(`monitoringReport.groupBy.${value}`),
            }))}
            value={search.groupBy}
            onChange={(groupBy) => {
              const chosen = reportGroupings.find((grouping) => grouping === groupBy);
              if (chosen) update({ groupBy: chosen });
            }}
          />
        </Input.Wrapper>
        <Suspense
          fallback={
            <>
              <TextInput
                label={t('monitoringReport.filters.from')}
                description={t('monitoringReport.filters.utcDay')}
                disabled
              />
              <TextInput
                label={t('monitoringReport.filters.to')}
                description={t('monitoringReport.filters.utcDay')}
                disabled
              />
            </>
          }
        >
          <ReportDateFilter days={days} />
        </Suspense>
      </SimpleGrid>
    </Card>
  );
}
