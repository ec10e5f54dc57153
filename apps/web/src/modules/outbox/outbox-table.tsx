import { Badge } from '@mantine/core';
import type { OutboxSummary } from '@beacon/contract/outbox';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { ServerDataTable, type ServerDataTableColumn } from '../../components/server-data-table';
import { useFormats } from '../../lib/format';
import classes from './outbox-table.module.css';
import { useOutboxSearch } from './use-outbox-search';

interface OutboxTableProps {
  mails: OutboxSummary[] | undefined;
  total: number;
  fetching: boolean;
  noRecordsText: string;
}

// The API lists mail newest first and sorts nothing else; no column offers sorting.
const fixedOrder = { columnAccessor: 'createdAt', direction: 'desc' } as const;
const ignoreSort = () => undefined;

/** The page of kept mail the URL asks for; a subject opens the mail in the reader. */
export function OutboxTable({ mails, total, fetching, noRecordsText }: OutboxTableProps) {
  const { t } = useTranslation();
  const [search, update] = useOutboxSearch();
  const { dateTime } = useFormats();

  const columns = useMemo(
    (): ServerDataTableColumn<OutboxSummary>[] => [
      {
        accessor: 'to',
        title: t('outbox.columns.to'),
        titleClassName: classes.cell,
        cellsClassName: classes.cell,
        render: (mail) => <bdi style={{ overflowWrap: 'anywhere' }}>{mail.to}</bdi>,
      },
      {
        accessor: 'subject',
        title: t('outbox.columns.subject'),
        titleClassName: classes.cell,
        cellsClassName: classes.cell,
        render: (mail) => (
          <AnchorLink to="/apps/outbox" search={{ ...search, mail: mail.id }} dir="auto" fz="sm">
            {mail.subject}
          </AnchorLink>
        ),
      },
      {
        accessor: 'kind',
        title: t('outbox.columns.kind'),
        titleClassName: classes.wideOnly,
        cellsClassName: classes.wideOnly,
        render: (mail) => (
          <Badge variant="light" color="gray">
            {t(`outbox.kinds.${mail.kind}`, { defaultValue: mail.kind })}
          </Badge>
        ),
      },
      {
        accessor: 'createdAt',
        title: t('outbox.columns.time'),
        noWrap: true,
        titleClassName: classes.wideOnly,
        cellsClassName: classes.wideOnly,
        render: (mail) => dateTime(new Date(mail.createdAt)),
      },
    ],
    [t, dateTime, search],
  );

  return (
    <ServerDataTable<OutboxSummary>
      label={t('outbox.page.table')}
      columns={columns}
      records={mails}
      totalRecords={total}
      fetching={fetching}
      page={search.page}
      onPageChange={(page) => update({ page })}
      recordsPerPage={search.perPage}
      sortStatus={fixedOrder}
      onSortStatusChange={ignoreSort}
      noRecordsText={noRecordsText}
    />
  );
}
