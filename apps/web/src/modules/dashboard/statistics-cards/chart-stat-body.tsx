import { Box, Stack, Text } from '@mantine/core';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import type { ReactNode } from 'react';
import { SeriesTable } from './series-table';
import { usePointLabels } from './use-point-labels';

/** One chart point: its name (a week, a month) and its value. */
export interface ChartPoint {
  point: string;
  value: number;
}

interface ChartStatBodyProps {
  title: string;
  /** The period's figure, formatted. */
  figure: string;
  /** The series' name, translated. */
  name: string;
  period: AnalyticsPeriodKey;
  data: readonly number[];
  format: (value: number) => string;
  /** The chart to draw, from the named points (`dataKey="point"`, series `value`). */
  chart: (points: ChartPoint[]) => ReactNode;
}

/** The body of the orders and profit cards: the figure, then a small chart of the series. */
export function ChartStatBody({
  title,
  figure,
  name,
  period,
  data,
  format,
  chart,
}: ChartStatBodyProps) {
  const labels = usePointLabels(period, data.length);
  const points = data.map((value, index) => ({ point: labels[index] ?? '', value }));
  return (
    <Stack gap="sm">
      <Text fz={28} fw={700} lh={1.2}>
        {figure}
      </Text>
      <Box aria-hidden>{chart(points)}</Box>
      <SeriesTable title={title} name={name} period={period} data={data} format={format} />
    </Stack>
  );
}
