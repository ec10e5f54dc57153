import { Card, Group, Stack } from '@mantine/core';
import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import type { Alarm } from '@beacon/contract/monitoring';
import { alarmsPerPageOptions, monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cursorSearch } from '../../../components/cursor-pager';
import { PageHeader } from '../../../components/page-header';
import { PageSizeSelect } from '../../../components/page-size-select';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { useLastPageAtMost } from '../../../lib/use-list-search';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { AcknowledgeDialog } from './acknowledge-dialog';
import { AlarmCounts } from './alarm-counts';
import { AlarmsEmpty } from './alarms-empty';
import { AlarmsFilters } from './alarms-filters';
import { AlarmsTable } from './alarms-table';
import { alarmKeys, alarmsListQuery, alarmsQueryOf } from './alarms.queries';
import { hasFilters, useAlarmsSearch, useClearAlarmFilters } from './use-alarms-search';

/** `/alarms`: the active counts, then every alarm filtered and paged through the URL. */
export function AlarmsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, update] = useAlarmsSearch();
  const clearFilters = useClearAlarmFilters();
  const canAcknowledge = useAbility<MongoAbility>().can('update', 'Alarm');
  const [acknowledging, setAcknowledging] = useState<Alarm | null>(null);
  // Alarms opened while the page is open, marked until it is left.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const reversed = search.from !== undefined && search.to !== undefined && search.from > search.to;
  const list = useQuery({ ...alarmsListQuery(alarmsQueryOf(search)), enabled: !reversed });

  // A page number past the end (an old link) goes to the last page; a cursor finds its own place.
  useLastPageAtMost(
    list,
    {
      page: search.cursor === undefined ? (search.page ?? 1) : 1,
      perPage: search.perPage,
      total: list.data?.total ?? 0,
    },
    update,
  );

  // Any change to an alarm may move it into or out of this page, and changes the counts.
  useMonitoringEvents((event) => {
    if (event.type !== monitoringEventTypes.alarm) return;
    if (event.change === 'opened') setFresh((ids) => new Set(ids).add(event.alarm.id));
    void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  const alarms = list.data?.alarms;

  let body: ReactNode;
  if (reversed) body = <AlarmsEmpty kind="reversed" onClear={clearFilters} />;
  else if (list.isError && !list.data)
    body = (
      <QueryErrorAlert
        message={t('monitoringAlarms.page.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (alarms && alarms.length === 0 && !list.isPlaceholderData)
    body = <AlarmsEmpty kind={hasFilters(search) ? 'filtered' : 'none'} onClear={clearFilters} />;
  else
    body = (
      <AlarmsTable
        alarms={alarms}
        paging={{
          total: list.data?.total ?? 0,
          totalExact: list.data?.totalExact ?? true,
          cursors: list.data?.cursors,
          // With a cursor and no page, the page's number is not known (the last of an estimate).
          page: search.cursor === undefined ? (search.page ?? 1) : search.page,
          perPage: search.perPage,
          onMove: (to) => update(cursorSearch(to)),
        }}
        fetching={list.isFetching}
        fresh={fresh}
        onAcknowledge={canAcknowledge ? setAcknowledging : undefined}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringAlarms.page.title')}
        description={t('monitoringAlarms.page.description')}
        actions={
          <RefreshButton
            label={t('monitoringAlarms.page.refresh')}
            onClick={refresh}
            refreshing={list.isFetching && !list.isPending}
          />
        }
      />
      <AlarmCounts counts={list.isError && !list.data ? null : list.data?.active} />
      <AlarmsFilters />
      <Card padding={0}>
        <Group p="md">
          <PageSizeSelect
            sizes={alarmsPerPageOptions}
            value={search.perPage}
            onChange={(perPage) => update({ perPage })}
          />
        </Group>
        {!reversed && list.isError && !list.data ? (
          <Stack p="md" pt={0}>
            {body}
          </Stack>
        ) : (
          body
        )}
      </Card>
      <AcknowledgeDialog alarm={acknowledging} onClose={() => setAcknowledging(null)} />
    </Stack>
  );
}
