import { Box, Center, Stack, Text } from '@mantine/core';
import type { ProductOrders } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { DonutChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { analyticsCardQuery } from '../dashboard.queries';
import { LegendList } from './legend-list';

const k = 'dashboard.analyticsCards.productOrders';

/** Orders of the period by state: delivered, placed, cancelled. */
export function ProductOrdersCard() {
  const { t } = useTranslation();
  const period = usePeriod();
  const query = useQuery(analyticsCardQuery('product-orders', period.value));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} period={period} skeletonHeight={280}>
      {(data) => <ProductOrdersBody data={data} />}
    </DashboardCard>
  );
}

function ProductOrdersBody({ data }: { data: ProductOrders }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const { finished, pending, rejected } = data.chart_info;
  const states = [
    { name: t(`${k}.finished`), value: finished, color: 'teal.6' },
    { name: t(`${k}.pending`), value: pending, color: 'yellow.6' },
    { name: t(`${k}.rejected`), value: rejected, color: 'red.6' },
  ];
  const total = finished + pending + rejected;
  return (
    <Stack gap="md">
      <Box pos="relative" w={170} mx="auto">
        <DonutChart
          aria-hidden
          inert
          data={states}
          size={170}
          thickness={22}
          valueFormatter={figures.count}
        />
        {/* Text over the ring rather than the chart's own label, so screen readers hear it. */}
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Stack gap={0} align="center">
            <Text size="xs" c="dimmed">
              {t(`${k}.total`)}
            </Text>
            <Text fw={700} size="xl">
              {figures.count(total)}
            </Text>
          </Stack>
        </Center>
      </Box>
      <ChartTable
        caption={t(`${k}.chart`)}
        labels={states.map((state) => state.name)}
        rows={[{ name: t(`${k}.orders`), values: states.map((s) => figures.count(s.value)) }]}
      />
      <LegendList
        items={states.map((state) => ({ ...state, value: figures.count(state.value) }))}
      />
    </Stack>
  );
}
