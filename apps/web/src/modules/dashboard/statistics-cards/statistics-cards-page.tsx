import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ActiveUsersCard } from './active-users-card';
import { NewsletterCard } from './newsletter-card';
import { OrdersBarChartCard } from './orders-bar-chart-card';
import { OrdersStatCard } from './orders-stat-card';
import { ProfitLineChartCard } from './profit-line-chart-card';
import { RevenueStatCard } from './revenue-stat-card';
import { SalesCard } from './sales-card';
import { SiteTrafficCard } from './site-traffic-card';
import { StatisticsOverviewCard } from './statistics-overview-card';
import { SubscribersCard } from './subscribers-card';

/** `/cards/statistics`: every statistics card, each fetching its own figures. */
export function StatisticsCardsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.statisticsCards.title')} />
      <StatisticsOverviewCard />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SubscribersCard />
        <RevenueStatCard />
        <SalesCard />
        <OrdersStatCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SiteTrafficCard />
        <ActiveUsersCard />
        <NewsletterCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OrdersBarChartCard />
        <ProfitLineChartCard />
      </SimpleGrid>
    </Stack>
  );
}
