import { Group, type MantineColor, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBox,
  IconCurrencyDollar,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { type StatisticsOverview, statisticsOverviewQuery } from './statistics-overview.queries';

interface Item {
  key: keyof StatisticsOverview;
  icon: Icon;
  color: MantineColor;
}

const items: readonly Item[] = [
  { key: 'sales', icon: IconTrendingUp, color: 'indigo' },
  { key: 'customers', icon: IconUsers, color: 'cyan' },
  { key: 'products', icon: IconBox, color: 'red' },
  { key: 'revenue', icon: IconCurrencyDollar, color: 'teal' },
];

/** The e-commerce dashboard's "Statistics": orders, accounts, products and revenue, live. */
export function StatisticsOverviewCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const period = usePeriod();
  const client = useQueryClient();
  const query = useQuery(statisticsOverviewQuery(client, period.value));
  const format = (key: Item['key'], value: number) =>
    key === 'revenue' ? figures.money(value) : figures.count(value);
  return (
    <DashboardCard
      title={t('dashboard.statisticsCards.overview.title')}
      query={query}
      period={period}
      skeletonHeight={60}
    >
      {(overview) => (
        // By the card's own width: beside the e-commerce dashboard's greeting it is half as wide.
        <SimpleGrid type="container" cols={{ base: 2, '600px': 4 }} spacing="lg">
          {items.map(({ key, icon: ItemIcon, color }) => (
            <Group key={key} gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
                <ItemIcon size={24} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fz="lg" fw={700} lh={1.3}>
                  {format(key, overview[key])}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.statisticsCards.overview.${key}`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
