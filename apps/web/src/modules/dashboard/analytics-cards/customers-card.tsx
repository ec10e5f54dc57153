import { Center, Stack } from '@mantine/core';
import type { Customers } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { PieChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { analyticsCardQuery } from '../dashboard.queries';
import { LegendList } from './legend-list';

const k = 'dashboard.analyticsCards.customers';

const names = { New: 'new', Returning: 'returning', Referrals: 'referrals' } as const;

/** Buyers of the period: first order in it, ordered before too, referred. */
export function CustomersCard() {
  const { t } = useTranslation();
  const period = usePeriod();
  const query = useQuery(analyticsCardQuery('customers', period.value));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} period={period} skeletonHeight={280}>
      {(data) => <CustomersBody data={data} />}
    </DashboardCard>
  );
}

function CustomersBody({ data }: { data: Customers }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const kinds = data.listData.map((item) => ({
    name: t(`${k}.${names[item.text]}`),
    value: item.result,
    color: `${item.iconColor}.6`,
  }));
  return (
    <Stack gap="md">
      <Center>
        <PieChart aria-hidden inert data={kinds} size={170} valueFormatter={figures.count} />
      </Center>
      <ChartTable
        caption={t(`${k}.chart`)}
        labels={kinds.map((kind) => kind.name)}
        rows={[{ name: t(`${k}.buyers`), values: kinds.map((kind) => figures.count(kind.value)) }]}
      />
      <LegendList items={kinds.map((kind) => ({ ...kind, value: figures.count(kind.value) }))} />
    </Stack>
  );
}
