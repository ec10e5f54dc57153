import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Alarm } from '@beacon/contract/monitoring';
import { IconChecks, IconChartLine } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorPagerProps } from '../../../components/cursor-pager';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { useFormats } from '../../../lib/format';
import { useReadingFormats } from '../report/reading-format';
import { AlarmChartLink } from './alarm-chart-link';
import { AlarmSeverityBadge } from './alarm-severity-badge';

interface AlarmsTableProps {
  alarms: Alarm[] | undefined;
  /** The pages either side, the range shown and the total (about so many when estimated). */
  paging: Omit<CursorPagerProps, 'label'>;
  fetching: boolean;
  /** Alarms opened since the page was shown, marked "New". */
  fresh: ReadonlySet<number>;
  /** Undefined for a reader who may not acknowledge: no button. */
  onAcknowledge: ((alarm: Alarm) => void) | undefined;
}

// The API lists alarms newest first and takes no other order.
const newestFirst: DataTableSortStatus<Alarm> = { columnAccessor: 'openedAt', direction: 'desc' };

function Time({ at }: { at: string }) {
  const formats = useFormats();
  return <time dateTime={at}>{formats.dateTime(new Date(at))}</time>;
}

/** The alarms of a page: what, where, when, how bad, whether cleared, and who acknowledged it. */
export function AlarmsTable(props: AlarmsTableProps) {
  const { alarms, fresh, onAcknowledge } = props;
  const { t } = useTranslation();
  const reading = useReadingFormats();

  const columns = useMemo((): ServerDataTableColumn<Alarm>[] => {
    const value = (figure: number | null, unit: string) =>
      figure === null ? '—' : <bdi dir="ltr">{reading.value(figure, unit)}</bdi>;
    return [
      {
        accessor: 'severity',
        title: t('monitoringAlarms.columns.severity'),
        render: (alarm) => (
          <Group gap={6} wrap="nowrap">
            <AlarmSeverityBadge severity={alarm.severity} />
            {fresh.has(alarm.id) && (
              <Badge size="sm" variant="outline" color="gray">
                {t('monitoringAlarms.table.new')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        accessor: 'sensor',
        title: t('monitoringAlarms.columns.sensor'),
        cellsStyle: () => ({ minWidth: 140 }),
        render: (alarm) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {alarm.sensor}
            </Text>
            <Text size="xs" c="dimmed">
              {alarm.zone}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'ruleName',
        title: t('monitoringAlarms.columns.rule'),
        cellsStyle: () => ({ minWidth: 140 }),
      },
      {
        accessor: 'openedAt',
        title: t('monitoringAlarms.columns.openedAt'),
        // A date and its time may take two lines: the chart's column then fits a laptop's width.
        cellsStyle: () => ({ minWidth: 110 }),
        render: (alarm) => <Time at={alarm.openedAt} />,
      },
      {
        accessor: 'openValue',
        title: t('monitoringAlarms.columns.openValue'),
        noWrap: true,
        render: (alarm) => value(alarm.openValue, alarm.unit),
      },
      {
        accessor: 'peakValue',
        title: t('monitoringAlarms.columns.peakValue'),
        noWrap: true,
        render: (alarm) => value(alarm.peakValue, alarm.unit),
      },
      {
        accessor: 'clearedAt',
        title: t('monitoringAlarms.columns.clearedAt'),
        cellsStyle: () => ({ minWidth: 110 }),
        render: (alarm) =>
          alarm.clearedAt ? (
            <Time at={alarm.clearedAt} />
          ) : (
            <Badge variant="light" color="red" radius="sm">
              {t('monitoringAlarms.table.stillActive')}
            </Badge>
          ),
      },
      {
        accessor: 'acknowledgedAt',
        title: t('monitoringAlarms.columns.acknowledged'),
        cellsStyle: () => ({ minWidth: 180 }),
        render: (alarm) =>
          alarm.acknowledgedAt ? (
            <Stack gap={0} maw={260}>
              <Text size="sm">
                {alarm.acknowledgedBy?.fullName ?? t('monitoringAlarms.table.someone')}
              </Text>
              <Text size="xs" c="dimmed">
                <Time at={alarm.acknowledgedAt} />
              </Text>
              {alarm.comment && (
                <Text size="xs" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {alarm.comment}
                </Text>
              )}
            </Stack>
          ) : onAcknowledge ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconChecks size={14} aria-hidden />}
              aria-label={t('monitoringAlarms.table.acknowledgeOne', {
                rule: alarm.ruleName,
                sensor: alarm.sensor,
              })}
              onClick={() => onAcknowledge(alarm)}
            >
              {t('monitoringAlarms.table.acknowledge')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('monitoringAlarms.table.notAcknowledged')}
            </Text>
          ),
      },
      {
        accessor: 'chart',
        title: t('monitoringAlarms.columns.chart'),
        render: (alarm) => (
          <AlarmChartLink alarm={alarm} icon={<IconChartLine size={16} aria-hidden />} />
        ),
      },
    ];
  }, [t, reading, fresh, onAcknowledge]);

  return (
    <ServerDataTable<Alarm>
      label={t('monitoringAlarms.table.label')}
      columns={columns}
      records={alarms}
      cursorPaging={props.paging}
      fetching={props.fetching}
      sortStatus={newestFirst}
      onSortStatusChange={() => undefined}
      noRecordsText={t('monitoringAlarms.empty.filtered')}
    />
  );
}
