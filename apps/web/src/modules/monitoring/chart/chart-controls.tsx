import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type ChartWindow,
  chartSensorsMax,
  chartWindows,
} from '@beacon/contract/monitoring-values';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sensorsQuery } from '../sensors/sensors.queries';
import type { ChartSearch, TimeRange } from './chart-window';

interface ChartControlsProps {
  search: ChartSearch;
  /** The range on screen, which a switch to a custom window starts from. */
  range: TimeRange;
  update: (patch: Partial<ChartSearch>) => void;
}

// The date pickers (and dayjs' locales) only for a custom window.
const ChartRangeInputs = lazy(() =>
  import('./chart-range-inputs').then((module) => ({ default: module.ChartRangeInputs })),
);

const minute = 60_000;
const iso = (at: number) => new Date(at).toISOString();

/** The chart's sensors (ten at most), its window, and a custom window's start and end. */
export function ChartControls({ search, range, update }: ChartControlsProps) {
  const { t } = useTranslation();
  const windowLabel = useId();
  const sensors = useQuery(sensorsQuery());
  const options = (sensors.data?.sensors ?? []).map((sensor) => ({
    value: String(sensor.id),
    label: `${sensor.name} (${sensor.zone})`,
  }));
  const chosen = (search.sensors ?? []).map(String);

  const setWindow = (window: ChartWindow) =>
    update(
      window === 'custom'
        ? // The custom range starts as the one on screen, to the minute.
          {
            window,
            from: iso(Math.floor(range.from / minute) * minute),
            to: iso(Math.ceil(range.to / minute) * minute),
          }
        : { window, from: undefined, to: undefined },
    );

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('monitoringChart.controls.sensors')}
        description={t('monitoringChart.controls.sensorsHint', { max: chartSensorsMax })}
        placeholder={chosen.length ? undefined : t('monitoringChart.controls.choose')}
        data={options}
        value={chosen}
        onChange={(ids) => update({ sensors: ids.length ? ids.map(Number) : undefined })}
        maxValues={chartSensorsMax}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('monitoringChart.controls.clearSensors') }}
        nothingFoundMessage={t('monitoringChart.controls.noSensor')}
        error={sensors.isError ? t('monitoringChart.controls.sensorsFailed') : undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={windowLabel}>
          {t('monitoringChart.controls.window')}
        </Text>
        <SegmentedControl
          aria-labelledby={windowLabel}
          data={chartWindows.map((value) => ({
            value,
            label: t(`monitoringChart.windows.${value}`),
          }))}
          value={search.window}
          onChange={(value) => {
            const next = chartWindows.find((known) => known === value);
            if (next) setWindow(next);
          }}
          size="xs"
          fullWidth
          maw={520}
        />
      </Stack>
      {search.window === 'custom' && (
        <Group gap="sm" align="flex-start" mih={60}>
          <Suspense fallback={null}>
            <ChartRangeInputs
              range={range}
              onChange={(next) => update({ from: iso(next.from), to: iso(next.to) })}
            />
          </Suspense>
        </Group>
      )}
    </Stack>
  );
}
