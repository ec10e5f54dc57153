import { Group, type MantineColor, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { StatisticsCardReplies } from '@beacon/contract/dashboard';
import { DashboardCard } from '../card/dashboard-card';
import { Sparkline } from '../card/charts';
import { SampleBadge } from '../card/sample-badge';
import { usePeriod } from '../card/use-period';
import { statisticsCardQuery } from '../dashboard.queries';
import { SeriesTable } from './series-table';

type AreaCard = Exclude<keyof StatisticsCardReplies, 'orders-bar-chart' | 'profit-line-chart'>;

interface AreaStatCardProps<K extends AreaCard> {
  /** Which `/card/card-statistics/<card>` the figures come from. */
  card: K;
  title: string;
  /** What the big figure is, under it. */
  label: string;
  /** The chart's series in its text table, when the label does not name it. */
  seriesName?: string;
  icon: Icon;
  color: MantineColor;
  figure: (reply: StatisticsCardReplies[K]) => string;
  /** One point of the series, for the chart's text table. */
  formatPoint: (value: number) => string;
}

/**
 * The "statistic card with area chart": an icon, a big figure and what it is, and the
 * period's series as a sparkline under them.
 */
export function AreaStatCard<K extends AreaCard>({
  card,
  title,
  label,
  seriesName = label,
  icon: CardIcon,
  color,
  figure,
  formatPoint,
}: AreaStatCardProps<K>) {
  const period = usePeriod();
  const query = useQuery(statisticsCardQuery(card, period.value));
  const sample = query.data && 'sample' in query.data && query.data.sample;
  return (
    <DashboardCard
      title={title}
      query={query}
      period={period}
      skeletonHeight={150}
      headerEnd={sample ? <SampleBadge /> : undefined}
    >
      {(reply) => {
        const data = reply.series[0]?.data ?? [];
        return (
          <Stack gap="sm">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
                <CardIcon size={26} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fz={28} fw={700} lh={1.2}>
                  {figure(reply)}
                </Text>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Stack>
            </Group>
            <Sparkline
              data={data}
              h={70}
              color={color}
              curveType="monotone"
              fillOpacity={0.4}
              // Recharts makes the chart a tab stop, which Sparkline cannot turn off: inert keeps it
              // out of the tab order, as the chart is out of the accessibility tree.
              inert
              aria-hidden
            />
            <SeriesTable
              title={title}
              name={seriesName}
              period={period.value}
              data={data}
              format={formatPoint}
            />
          </Stack>
        );
      }}
    </DashboardCard>
  );
}
