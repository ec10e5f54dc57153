import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { statisticsCardQuery } from '../dashboard.queries';
import { useFirstName } from './use-first-name';

/** The analytics dashboard's greeting: the signed-in user and how this month's sales went. */
export function CongratulationsCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const name = useFirstName();
  const query = useQuery(statisticsCardQuery('sales'));
  return (
    <DashboardCard
      title={t('dashboard.widgets.congratulations.title', { name })}
      query={query}
      skeletonHeight={90}
    >
      {({ analyticsData: { sales } }) => (
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
          <Stack gap="md" align="flex-start">
            <Text>
              {sales > 0
                ? t('dashboard.widgets.congratulations.salesUp', {
                    percent: figures.percent(sales),
                  })
                : sales < 0
                  ? t('dashboard.widgets.congratulations.salesDown', {
                      percent: figures.percent(-sales),
                    })
                  : t('dashboard.widgets.congratulations.salesLevel')}
            </Text>
            <Button component={Link} to="/apps/invoice/list">
              {t('dashboard.widgets.congratulations.viewOrders')}
            </Button>
          </Stack>
          <ThemeIcon variant="light" size={72} radius="xl" aria-hidden>
            <IconConfetti size={40} stroke={1.5} />
          </ThemeIcon>
        </Group>
      )}
    </DashboardCard>
  );
}
