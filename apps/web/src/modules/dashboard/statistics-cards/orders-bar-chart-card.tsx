import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { BarChart } from '../card/charts';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { statisticsCardQuery } from '../dashboard.queries';
import { ChartStatBody } from './chart-stat-body';

/** Orders placed in the period: how many, and a bar a step (a week, or a month over a year). */
export function OrdersBarChartCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const period = usePeriod();
  const query = useQuery(statisticsCardQuery('orders-bar-chart', period.value));
  const title = t('dashboard.statisticsCards.ordersChart.title');
  const name = t('dashboard.statisticsCards.ordersChart.series');
  return (
    <DashboardCard title={title} query={query} period={period} skeletonHeight={130}>
      {(reply) => (
        <ChartStatBody
          title={title}
          figure={figures.compact(reply.statistics)}
          name={name}
          period={period.value}
          data={reply.series[0]?.data ?? []}
          format={figures.count}
          chart={(points) => (
            <BarChart
              h={90}
              data={points}
              dataKey="point"
              series={[{ name: 'value', label: name, color: 'orange.6' }]}
              withXAxis={false}
              withYAxis={false}
              gridAxis="none"
              // Hidden from assistive technology (the table says it all): no keyboard stop either.
              accessibilityLayer={false}
              valueFormatter={figures.count}
              maxBarWidth={16}
              barProps={{ radius: 4 }}
            />
          )}
        />
      )}
    </DashboardCard>
  );
}
