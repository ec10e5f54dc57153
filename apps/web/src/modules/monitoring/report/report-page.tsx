import { Alert, Card, Group, List, Stack, Text } from '@mantine/core';
import { monitoringEventTypes, reportPerPageOptions } from '@beacon/contract/monitoring-values';
import { IconAlertCircle, IconCalendarX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageSizeSelect } from '../../../components/page-size-select';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { ApiError } from '../../../lib/http';
import { useLastPageAtMost } from '../../../lib/use-list-search';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { ReportEmpty } from './report-empty';
import { ReportExportMenu } from './report-export-menu';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';
import { reportKeys, reportQuery } from './report.queries';
import {
  reportExportQueryOf,
  reportQueryOf,
  useReportDays,
  useReportSearch,
} from './use-report-search';

/** `/apps/tablereport`: min, mean and max per sensor and period, paged, sorted and exported. */
export function TableReportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, update] = useReportSearch();
  const days = useReportDays(search);
  const reversed = days.from > days.to;
  const list = useQuery({ ...reportQuery(reportQueryOf(search, days)), enabled: !reversed });

  useLastPageAtMost(
    list,
    { page: search.page, perPage: search.perPage, total: list.data?.total ?? 0 },
    update,
  );

  // A renamed or retired sensor changes the rows; new readings only make them stale (refetched
  // on the next visit or change), so a busy sensor does not reload the table every second.
  useMonitoringEvents((event) => {
    if (event.type === monitoringEventTypes.setup && event.what === 'sensors')
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    else if (event.type === monitoringEventTypes.readings)
      void queryClient.invalidateQueries({ queryKey: reportKeys.all, refetchType: 'none' });
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  const rows = list.data?.rows;
  const refused = list.error instanceof ApiError && list.error.status === 400 ? list.error : null;

  let body: ReactNode;
  if (reversed)
    body = (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCalendarX />}
        title={t('monitoringReport.page.reversed')}
      >
        {t('monitoringReport.page.reversedHint')}
      </Alert>
    );
  else if (refused && !list.data)
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle />}
        title={t('monitoringReport.page.refused')}
      >
        <Text size="sm">{t('monitoringReport.page.refusedHint')}</Text>
        <List size="sm">
          {(refused.fields ? Object.values(refused.fields).flat() : [refused.message]).map(
            (message) => (
              <List.Item key={message}>{message}</List.Item>
            ),
          )}
        </List>
      </Alert>
    );
  else if (list.isError && !list.data)
    body = (
      <QueryErrorAlert
        message={t('monitoringReport.page.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (rows && rows.length === 0 && !list.isPlaceholderData) body = <ReportEmpty />;
  else
    body = (
      <ReportTable
        rows={rows}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        groupBy={search.groupBy}
      />
    );
  const boxed = reversed || (list.isError && !list.data);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringReport.page.title')}
        description={t('monitoringReport.page.description')}
        actions={
          <>
            <RefreshButton
              label={t('monitoringReport.page.refresh')}
              onClick={refresh}
              refreshing={list.isFetching && !list.isPending}
            />
            <ReportExportMenu
              query={reportExportQueryOf(search, days)}
              days={days}
              enabled={!reversed && (list.data?.total ?? 0) > 0}
            />
          </>
        }
      />
      <ReportFilters days={days} />
      <Card padding={0}>
        <Group p="md">
          <PageSizeSelect
            sizes={reportPerPageOptions}
            value={search.perPage}
            onChange={(perPage) => update({ perPage })}
          />
        </Group>
        {boxed ? (
          <Stack p="md" pt={0}>
            {body}
          </Stack>
        ) : (
          body
        )}
      </Card>
    </Stack>
  );
}
