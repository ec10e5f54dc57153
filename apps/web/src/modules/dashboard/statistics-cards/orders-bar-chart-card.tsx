import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { MiniBarChart } from '../card/mini-bar-chart';
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
            <MiniBarChart
              h={90}
              data={points}
              color="orange.6"
              label={name}
              format={figures.count}
            />
          )}
        />
      )}
    </DashboardCard>
  );
}
