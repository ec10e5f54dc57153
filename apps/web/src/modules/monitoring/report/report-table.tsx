import type { ReportRow } from '@beacon/contract/monitoring';
import type { ReportGrouping } from '@beacon/contract/monitoring-values';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { useFormats } from '../../../lib/format';
import { useReadingFormats } from './reading-format';
import { useReportSearch } from './use-report-search';

/** A row with the key the table needs: a sensor has one row a period. */
type Line = ReportRow & { id: string };

const sortable = ['sensor', 'period', 'min', 'avg', 'max', 'count', 'outside'] as const;
type SortField = (typeof sortable)[number];
const isSortField = (accessor: unknown): accessor is SortField =>
  sortable.some((field) => field === accessor);

interface ReportTableProps {
  rows: ReportRow[] | undefined;
  total: number;
  fetching: boolean;
  groupBy: ReportGrouping;
}

/** The report's rows: per sensor and period, the figures; sort and paging in the URL. */
export function ReportTable({ rows, total, fetching, groupBy }: ReportTableProps) {
  const { t } = useTranslation();
  const [search, update] = useReportSearch();
  const reading = useReadingFormats();
  const formats = useFormats();

  const lines = useMemo(
    () => rows?.map((row) => ({ ...row, id: `${row.sensorId}@${row.period}` })),
    [rows],
  );

  const columns = useMemo((): ServerDataTableColumn<Line>[] => {
    const figure = (accessor: 'min' | 'avg' | 'max'): ServerDataTableColumn<Line> => ({
      accessor,
      title: t(`monitoringReport.columns.${accessor}`),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (row) => <bdi dir="ltr">{reading.value(row[accessor], row.unit)}</bdi>,
    });
    return [
      {
        accessor: 'sensor',
        title: t('monitoringReport.columns.sensor'),
        sortable: true,
        // At 360 px the table scrolls sideways rather than squeeze a name to a word a line.
        cellsStyle: () => ({ minWidth: 140 }),
      },
      {
        accessor: 'zone',
        title: t('monitoringReport.columns.zone'),
        cellsStyle: () => ({ minWidth: 110 }),
      },
      {
        accessor: 'period',
        title: t('monitoringReport.columns.period'),
        sortable: true,
        noWrap: true,
        render: (row) => <time dateTime={row.period}>{reading.period(row.period, groupBy)}</time>,
      },
      figure('min'),
      figure('avg'),
      figure('max'),
      {
        accessor: 'count',
        title: t('monitoringReport.columns.count'),
        sortable: true,
        textAlign: 'right',
        render: (row) => formats.number(row.count),
      },
      {
        accessor: 'outside',
        title: t('monitoringReport.columns.outside'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (row) => reading.duration(row.outsideSeconds),
      },
    ];
  }, [t, reading, formats, groupBy]);

  const sortStatus: DataTableSortStatus<Line> = {
    columnAccessor: search.sort,
    direction: search.dir,
  };
  return (
    <ServerDataTable<Line>
      label={t('monitoringReport.table.label')}
      columns={columns}
      records={lines}
      totalRecords={total}
      fetching={fetching}
      page={search.page}
      onPageChange={(page) => update({ page })}
      recordsPerPage={search.perPage}
      sortStatus={sortStatus}
      onSortStatusChange={({ columnAccessor, direction }) => {
        if (isSortField(columnAccessor)) update({ sort: columnAccessor, dir: direction });
      }}
      noRecordsText={t('monitoringReport.empty.none')}
    />
  );
}
