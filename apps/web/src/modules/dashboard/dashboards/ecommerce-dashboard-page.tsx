import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { EarningsCard } from '../analytics-cards/earnings-card';
import { GoalOverviewCard } from '../analytics-cards/goal-overview-card';
import { RevenueReportCard } from '../analytics-cards/revenue-report-card';
import { OrdersBarChartCard } from '../statistics-cards/orders-bar-chart-card';
import { ProfitLineChartCard } from '../statistics-cards/profit-line-chart-card';
import { StatisticsOverviewCard } from '../statistics-cards/statistics-overview-card';
import { BrowserStatesCard } from '../widgets/browser-states-card';
import { CompanyTableCard } from '../widgets/company-table-card';
import { MedalCard } from '../widgets/medal-card';
import { MeetupCard } from '../widgets/meetup-card';
import { TransactionsCard } from '../widgets/transactions-card';

/** `/dashboard/ecommerce` (REFERENCE §7.17), an admin's home: the original's cards, live figures. */
export function EcommerceDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.pages.ecommerce')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <MedalCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <StatisticsOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <OrdersBarChartCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ProfitLineChartCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EarningsCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CompanyTableCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <MeetupCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <BrowserStatesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TransactionsCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
