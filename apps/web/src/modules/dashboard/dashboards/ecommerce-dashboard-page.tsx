import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReadableCol } from './readable-col';
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

/** `/dashboard/ecommerce`, an admin's home: the shop's cards, live figures. */
export function EcommerceDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.pages.ecommerce')} />
      <Grid gap="lg">
        {/* Side by side from md up: the statistics beside the greeting, two by two until they have
            room for one row. */}
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }}>
          <MedalCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 8 }} reads="Ecommerce">
          <StatisticsOverviewCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, sm: 6, lg: 3 }}>
          <OrdersBarChartCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, sm: 6, lg: 3 }}>
          <ProfitLineChartCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, lg: 6 }}>
          <EarningsCard />
        </ReadableCol>
        <ReadableCol span={12}>
          <RevenueReportCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, lg: 8 }} reads="Invoice">
          <CompanyTableCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }} reads="Calendar">
          <MeetupCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }}>
          <BrowserStatesCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }} reads="Invoice">
          <TransactionsCard />
        </ReadableCol>
      </Grid>
    </Stack>
  );
}
