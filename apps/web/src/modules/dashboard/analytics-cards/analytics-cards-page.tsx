import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AvgSessionsCard } from './avg-sessions-card';
import { CustomersCard } from './customers-card';
import { EarningsCard } from './earnings-card';
import { GoalOverviewCard } from './goal-overview-card';
import { ProductOrdersCard } from './product-orders-card';
import { RevenueReportCard } from './revenue-report-card';
import { SessionsDeviceCard } from './sessions-device-card';
import { SupportTrackerCard } from './support-tracker-card';

// A card takes a third of a wide screen and half of a medium one; the revenue report's twelve
// months need two thirds of a wide screen (the card beside it completes the row), a whole medium one.
const third = { base: 12, md: 6, lg: 4 };

/** `/cards/analytics`: every analytics card, each fetching its own figures. */
export function AnalyticsCardsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.analyticsCards.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <SupportTrackerCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <AvgSessionsCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <EarningsCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <ProductOrdersCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <SessionsDeviceCard />
        </Grid.Col>
        <Grid.Col span={third}>
          <CustomersCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
