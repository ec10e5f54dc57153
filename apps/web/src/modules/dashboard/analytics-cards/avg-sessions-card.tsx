import { Divider, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AvgSessions } from '@beacon/contract/dashboard';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { BarChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { analyticsCardQuery } from '../dashboard.queries';
import { pointLabels } from './point-labels';
import { signColor } from './sign-color';
import { useUnits } from './use-units';

const k = 'dashboard.analyticsCards.avgSessions';

/** Sign-ins of the period, their trend, and how they stand against a goal. */
export function AvgSessionsCard() {
  const { t } = useTranslation();
  const period = usePeriod();
  const query = useQuery(analyticsCardQuery('avg-sessions', period.value));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} period={period} skeletonHeight={260}>
      {(data) => <AvgSessionsBody data={data} period={period.value} />}
    </DashboardCard>
  );
}

const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, (part / whole) * 100);

function AvgSessionsBody({ data, period }: { data: AvgSessions; period: AnalyticsPeriodKey }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const units = useUnits();
  const values = data.series[0]?.data ?? [];
  const labels = pointLabels(period, values.length, units);
  const sessions = t(`${k}.sessions`);
  // Each bar measures its figure against a whole: sessions against the goal, users against the
  // sessions (each user signed in at least once), the period's days against a year.
  const bars = [
    {
      label: t(`${k}.goal`),
      value: figures.count(data.goal),
      progress: share(data.sessions, data.goal),
      color: 'indigo.6',
      meaning: `${k}.goalProgress`,
    },
    {
      label: t(`${k}.users`),
      value: figures.count(data.users),
      progress: share(data.users, data.sessions),
      color: 'yellow.6',
      meaning: `${k}.usersProgress`,
    },
    {
      label: t(`${k}.retention`),
      value: figures.percent(data.retention),
      progress: Math.min(100, data.retention),
      color: 'red.6',
      meaning: `${k}.retentionProgress`,
    },
    {
      label: t(`${k}.duration`),
      value: units.days(data.duration),
      progress: share(data.duration, 365),
      color: 'teal.6',
      meaning: `${k}.durationProgress`,
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text fz={32} fw={700} lh={1.1}>
            {figures.compact(data.sessions)}
          </Text>
          <Text size="sm" c="dimmed">
            {sessions}
          </Text>
        </div>
        <Text size="sm">
          <Text span fw={600} c={signColor(data.growth)}>
            {figures.signedPercent(data.growth)}
          </Text>{' '}
          {t(`${k}.growth`)}
        </Text>
      </Group>
      <div>
        <BarChart
          aria-hidden
          inert
          h={110}
          data={values.map((value, i) => ({ point: labels[i] ?? '', value }))}
          dataKey="point"
          series={[{ name: 'value', label: sessions, color: 'indigo.6' }]}
          withYAxis={false}
          gridAxis="none"
          tickLine="none"
          valueFormatter={figures.count}
        />
        <ChartTable
          caption={t(period === 'last-year' ? `${k}.chartMonths` : `${k}.chartWeeks`)}
          labels={labels}
          rows={[{ name: sessions, values: values.map(figures.count) }]}
        />
      </div>
      <Divider />
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        {bars.map((bar) => (
          <Stack key={bar.label} gap={4}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{bar.label}</Text>
              <Text size="sm" fw={600}>
                {bar.value}
              </Text>
            </Group>
            <Progress
              value={bar.progress}
              color={bar.color}
              size="sm"
              aria-label={t(bar.meaning, { percent: figures.percent(bar.progress) })}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
