import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { AlarmCounts } from '../alarms/alarm-counts';
import { useNow } from '../live/use-now';
import { OverviewEmpty } from './overview-empty';
import { overviewKey, overviewQuery } from './overview.queries';
import { SensorTileCard } from './sensor-tile';
import { useOverviewLive } from './use-overview-live';

/** How often the tiles' states are worked out again from their last reading's age. */
const ageEveryMs = 10_000;

const grid = { base: 1, sm: 2, lg: 3, xl: 4 } as const;

/** `/home`: the active alarms by severity, then every sensor in use as a live tile. */
export function OverviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const overview = useQuery(overviewQuery());
  const now = useNow(ageEveryMs);
  useOverviewLive();

  const sensors = overview.data?.sensors;
  let body: ReactNode;
  if (overview.isError && !overview.data)
    body = (
      <QueryErrorAlert
        message={t('monitoringOverview.page.loadFailed')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  else if (!sensors)
    body = (
      <SimpleGrid cols={grid}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (sensors.length === 0) body = <OverviewEmpty />;
  else
    body = (
      <SimpleGrid cols={grid} component="section" aria-label={t('monitoringOverview.page.sensors')}>
        {sensors.map((tile) => (
          <SensorTileCard key={tile.id} tile={tile} now={now} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringOverview.page.title')}
        description={t('monitoringOverview.page.description')}
        actions={
          <RefreshButton
            label={t('monitoringOverview.page.refresh')}
            onClick={() => void client.invalidateQueries({ queryKey: overviewKey })}
            refreshing={overview.isFetching && !!overview.data}
          />
        }
      />
      <AlarmCounts
        counts={overview.isError && !overview.data ? null : overview.data?.activeAlarms}
      />
      {body}
    </Stack>
  );
}
