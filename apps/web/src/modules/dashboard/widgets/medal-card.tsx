import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { statisticsCardQuery } from '../dashboard.queries';
import { useFirstName } from './use-first-name';

/** The e-commerce dashboard's greeting, with this period's order revenue. */
export function MedalCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const name = useFirstName();
  const query = useQuery(statisticsCardQuery('revenue'));
  return (
    <DashboardCard
      title={t('dashboard.widgets.medal.title', { name })}
      subtitle={t('dashboard.widgets.medal.wonMedal')}
      query={query}
      skeletonHeight={90}
    >
      {({ analyticsData: { revenue } }) => (
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
          <Stack gap="sm" align="flex-start">
            <div>
              <Text fz={28} fw={700} lh={1.2}>
                {figures.money(revenue)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.widgets.medal.revenue')}
              </Text>
            </div>
            <Button component={Link} to="/apps/invoice/list">
              {t('dashboard.widgets.medal.viewSales')}
            </Button>
          </Stack>
          <ThemeIcon variant="light" color="yellow" size={72} radius="xl" aria-hidden>
            <IconMedal size={40} stroke={1.5} />
          </ThemeIcon>
        </Group>
      )}
    </DashboardCard>
  );
}
