import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AvgSessionsCard } from '../analytics-cards/avg-sessions-card';
import { CustomersCard } from '../analytics-cards/customers-card';
import { ProductOrdersCard } from '../analytics-cards/product-orders-card';
import { SupportTrackerCard } from '../analytics-cards/support-tracker-card';
import { OrdersStatCard } from '../statistics-cards/orders-stat-card';
import { SubscribersCard } from '../statistics-cards/subscribers-card';
import { AppDesignCard } from '../widgets/app-design-card';
import { CompanyTableCard } from '../widgets/company-table-card';
import { CongratulationsCard } from '../widgets/congratulations-card';
import { SalesRadarCard } from '../widgets/sales-radar-card';
import { UserTimelineCard } from '../widgets/user-timeline-card';

/** `/dashboard/analytics` (REFERENCE §7.17): the original's rows, from the app's own data. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.pages.analytics')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CongratulationsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <SubscribersCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <OrdersStatCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AvgSessionsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SupportTrackerCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <UserTimelineCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <SalesRadarCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <AppDesignCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductOrdersCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CustomersCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <CompanyTableCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
