import 'mantine-datatable/styles.css';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@beacon/contract/audit';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandButton, useExpandedRows } from '../expand-rows';
import { useTableLabels } from '../table-labels';
import { AuditActionBadge } from './audit-action-badge';
import { AuditActor } from './audit-actor';
import { AuditDiff } from './audit-diff';
import { useAuditLabels } from './audit-labels';
import { AuditSummary } from './audit-summary';
import { AuditTime } from './audit-time';

/** Pages of a server-paged log; without it the table shows every entry it is given. */
export interface AuditTablePaging {
  page: number;
  onPageChange: (page: number) => void;
  totalRecords: number;
  recordsPerPage: number;
}

interface AuditTableProps {
  /** Names the table for assistive technology, e.g. "Audit log entries". */
  label: string;
  /** Undefined before the first entries arrive. */
  entries: AuditEntry[] | undefined;
  fetching: boolean;
  noRecordsText: string;
  paging?: AuditTablePaging;
}

const auditDetails = (entry: AuditEntry) => (
  <Box px="md" py="sm">
    <AuditDiff entry={entry} />
  </Box>
);

/**
 * Audit entries: when, who, what, which row, and a summary of the changes. A row's button (or a
 * click anywhere on the row) opens its changes side by side underneath.
 */
export function AuditTable({ label, entries, fetching, noRecordsText, paging }: AuditTableProps) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const tableLabels = useTableLabels(paging?.page ?? 1);
  const { expanded, toggle, rowExpansion } = useExpandedRows(auditDetails);

  const columns = useMemo(
    (): DataTableColumn<AuditEntry>[] => [
      {
        accessor: 'expand',
        // A named header for the button column, read by screen readers only.
        title: <VisuallyHidden>{t('auditLog.columns.details')}</VisuallyHidden>,
        width: 48,
        render: (entry) => (
          <ExpandButton
            open={expanded.includes(entry.id)}
            label={t('auditLog.details', { id: entry.id })}
            onToggle={() => toggle(entry.id)}
          />
        ),
      },
      {
        accessor: 'at',
        title: t('auditLog.columns.time'),
        render: (entry) => <AuditTime at={entry.at} />,
      },
      {
        accessor: 'actor',
        title: t('auditLog.columns.who'),
        width: 240,
        render: (entry) => <AuditActor entry={entry} />,
      },
      {
        accessor: 'action',
        title: t('auditLog.columns.action'),
        render: (entry) => <AuditActionBadge action={entry.action} />,
      },
      {
        accessor: 'resource',
        title: t('auditLog.columns.resource'),
        render: (entry) => <Text size="sm">{labels.resource(entry.resource)}</Text>,
      },
      {
        accessor: 'resourceId',
        title: t('auditLog.columns.row'),
        render: (entry) => (
          <Text size="sm" ff="monospace" dir="ltr">
            {entry.resourceId}
          </Text>
        ),
      },
      {
        accessor: 'changes',
        title: t('auditLog.columns.changes'),
        render: (entry) => <AuditSummary entry={entry} />,
      },
    ],
    [t, labels, expanded, toggle],
  );

  const shared = {
    'aria-label': label,
    // Tells assistive technology (and tests) that the rows shown are about to change.
    'aria-busy': fetching,
    withTableBorder: false,
    borderRadius: 'md',
    highlightOnHover: true,
    verticalSpacing: 'sm',
    minHeight: entries?.length ? undefined : 200,
    columns,
    records: entries,
    fetching,
    onRowClick: ({ record }: { record: AuditEntry }) => toggle(record.id),
    rowExpansion,
    noRecordsText,
  } satisfies DataTableProps<AuditEntry>;
  // mantine-datatable takes the paging props (its labels included) all together or not at all.
  return paging ? (
    <DataTable<AuditEntry> {...shared} {...paging} {...tableLabels} />
  ) : (
    <DataTable<AuditEntry> {...shared} />
  );
}
