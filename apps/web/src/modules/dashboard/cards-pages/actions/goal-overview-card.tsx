import { Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Ring } from '../../../../components/ring';
import { ActionsCard } from '../../card/card-actions';
import { useFigures } from '../../card/use-figures';
import { analyticsCardQuery } from '../../dashboard.queries';
import { BigFigure } from './big-figure';

const k = 'dashboard.actionsCards.goalOverview';

/** Completed and open tasks (`/card/card-analytics/goal-overview`). */
export function GoalOverviewCard({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useQuery(analyticsCardQuery('goal-overview'));
  return (
    <ActionsCard title={t(`${k}.title`)} query={query} skeletonHeight={120} onRemove={onRemove}>
      {(data) => (
        <Group wrap="nowrap" gap="lg">
          {/* The ring repeats the percentage written in its middle. */}
          <Ring
            size={110}
            thickness={10}
            roundCaps
            value={data.percent}
            color="teal.6"
            label={
              <Text ta="center" fw={700}>
                {figures.percent(data.percent)}
              </Text>
            }
            aria-label={t(`${k}.ring`, { percent: figures.percent(data.percent) })}
            role="img"
          />
          <SimpleGrid cols={1} spacing="xs">
            <BigFigure value={figures.count(data.completed)} caption={t(`${k}.completed`)} />
            <BigFigure value={figures.count(data.inProgress)} caption={t(`${k}.inProgress`)} />
          </SimpleGrid>
        </Group>
      )}
    </ActionsCard>
  );
}
