import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReadableCol } from './readable-col';
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

/** `/dashboard/analytics`: the analytics cards, from the app's own data. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.pages.analytics')} />
      <Grid gap="lg">
        <ReadableCol span={{ base: 12, lg: 6 }}>
          <CongratulationsCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, sm: 6, lg: 3 }}>
          <SubscribersCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, sm: 6, lg: 3 }}>
          <OrdersStatCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, lg: 6 }}>
          <AvgSessionsCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, lg: 6 }}>
          <SupportTrackerCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, lg: 4 }} reads="Todo">
          <UserTimelineCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }}>
          <SalesRadarCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6, lg: 4 }} reads="User">
          <AppDesignCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6 }}>
          <ProductOrdersCard />
        </ReadableCol>
        <ReadableCol span={{ base: 12, md: 6 }}>
          <CustomersCard />
        </ReadableCol>
        <ReadableCol span={12} reads="Invoice">
          <CompanyTableCard />
        </ReadableCol>
      </Grid>
    </Stack>
  );
}
