import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { RadarChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { SampleBadge } from '../card/sample-badge';
import { useFigures } from '../card/use-figures';
import { useSampleQuery } from './use-sample-query';
import { salesRadar } from './widget-samples';

/** Sales against visits over six months. The app tracks no visits: sample figures. */
export function SalesRadarCard() {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const query = useSampleQuery('sales-radar', salesRadar);
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const sales = t('dashboard.widgets.salesRadar.sales');
  const visits = t('dashboard.widgets.salesRadar.visits');
  return (
    <DashboardCard
      title={t('dashboard.widgets.salesRadar.title')}
      subtitle={t('dashboard.widgets.salesRadar.subtitle')}
      query={query}
      headerEnd={<SampleBadge />}
    >
      {(sample) => {
        const labels = sample.months.map((index) =>
          month.format(new Date(Date.UTC(2024, index, 1))),
        );
        const data = labels.map((label, index) => ({
          month: label,
          sales: sample.sales[index] ?? 0,
          visits: sample.visits[index] ?? 0,
        }));
        return (
          <>
            <RadarChart
              h={260}
              data={data}
              dataKey="month"
              series={[
                { name: 'sales', label: sales, color: 'indigo.6', opacity: 0.25 },
                { name: 'visits', label: visits, color: 'teal.6', opacity: 0.25 },
              ]}
              withLegend
              withPolarRadiusAxis={false}
              // The chart is a picture here; its figures are in the table below for screen readers.
              accessibilityLayer={false}
              aria-hidden
            />
            <ChartTable
              caption={t('dashboard.widgets.salesRadar.caption')}
              labels={labels}
              rows={[
                { name: sales, values: sample.sales.map(figures.count) },
                { name: visits, values: sample.visits.map(figures.count) },
              ]}
            />
          </>
        );
      }}
    </DashboardCard>
  );
}
