import { Group, Stack, Text } from '@mantine/core';
import type { Revenue } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { DonutChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { analyticsCardQuery } from '../dashboard.queries';
import { signColor } from './sign-color';

const k = 'dashboard.analyticsCards.earnings';

/** Order revenue of this month so far against last month's. */
export function EarningsCard() {
  const { t } = useTranslation();
  const query = useQuery(analyticsCardQuery('revenue'));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} skeletonHeight={160}>
      {(data) => <EarningsBody data={data} />}
    </DashboardCard>
  );
}

function EarningsBody({ data }: { data: Revenue }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const change =
    data.lastMonth === 0 ? 0 : ((data.thisMonth - data.lastMonth) / data.lastMonth) * 100;
  const months = [
    { name: t(`${k}.thisMonth`), value: data.thisMonth, color: 'indigo.6' },
    { name: t(`${k}.lastMonth`), value: data.lastMonth, color: 'gray.4' },
  ];
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="md">
      <Stack gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {t(`${k}.thisMonth`)}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {figures.money(data.thisMonth)}
          </Text>
        </div>
        <Text size="sm">
          <Text span fw={600} c={signColor(change)}>
            {figures.signedPercent(change)}
          </Text>{' '}
          {t(`${k}.change`)}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t(`${k}.lastMonth`)}
          </Text>
          <Text size="sm" fw={600}>
            {figures.money(data.lastMonth)}
          </Text>
        </Group>
      </Stack>
      <div>
        <DonutChart
          aria-hidden
          inert
          data={months}
          size={120}
          thickness={16}
          valueFormatter={figures.money}
        />
        <ChartTable
          caption={t(`${k}.chart`)}
          labels={months.map((month) => month.name)}
          rows={[{ name: t(`${k}.revenue`), values: months.map((m) => figures.money(m.value)) }]}
        />
      </div>
    </Group>
  );
}
