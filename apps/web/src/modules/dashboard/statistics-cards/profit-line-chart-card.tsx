import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { MiniLineChart } from '../card/mini-line-chart';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { statisticsCardQuery } from '../dashboard.queries';
import { ChartStatBody } from './chart-stat-body';

/** Invoice payments received in the period, in all and step by step. */
export function ProfitLineChartCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const period = usePeriod();
  const query = useQuery(statisticsCardQuery('profit-line-chart', period.value));
  const title = t('dashboard.statisticsCards.profitChart.title');
  const name = t('dashboard.statisticsCards.profitChart.series');
  return (
    <DashboardCard title={title} query={query} period={period} skeletonHeight={130}>
      {(reply) => (
        <ChartStatBody
          title={title}
          figure={figures.compactMoney(reply.statistics)}
          name={name}
          period={period.value}
          data={reply.series[0]?.data ?? []}
          format={figures.money}
          chart={(points) => (
            <MiniLineChart
              h={90}
              data={points}
              color="cyan.6"
              label={name}
              format={figures.money}
            />
          )}
        />
      )}
    </DashboardCard>
  );
}
