import { Center, Divider, Group, Stack, Text } from '@mantine/core';
import type { GoalOverview } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Ring } from '../../../components/ring';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { analyticsCardQuery } from '../dashboard.queries';

const k = 'dashboard.analyticsCards.goalOverview';

/** Tasks completed against tasks still open. */
export function GoalOverviewCard() {
  const { t } = useTranslation();
  const query = useQuery(analyticsCardQuery('goal-overview'));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} skeletonHeight={240}>
      {(data) => <GoalOverviewBody data={data} />}
    </DashboardCard>
  );
}

function GoalOverviewBody({ data }: { data: GoalOverview }) {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <Stack gap="md">
      <Center>
        <Ring
          size={180}
          thickness={16}
          roundCaps
          value={Math.min(100, data.percent)}
          color="teal.6"
          label={
            <Stack gap={0} align="center">
              <Text fz={28} fw={700} lh={1.1}>
                {figures.percent(data.percent)}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t(`${k}.percent`)}
              </Text>
            </Stack>
          }
        />
      </Center>
      <Divider />
      <Group grow gap="md">
        <Stack gap={0} align="center">
          <Text size="sm" c="dimmed">
            {t(`${k}.completed`)}
          </Text>
          <Text fw={700} size="lg">
            {figures.count(data.completed)}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <Text size="sm" c="dimmed">
            {t(`${k}.inProgress`)}
          </Text>
          <Text fw={700} size="lg">
            {figures.count(data.inProgress)}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
