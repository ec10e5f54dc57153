import type { Permission } from '@beacon/contract/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { instantOf, useFormats } from '../../../lib/format';
import { PermissionRowActions } from './permission-row-actions';
import classes from './permissions-table.module.css';
import { RoleBadges } from './role-badges';
import { usePermissionsSearch } from './use-permissions-search';

interface PermissionsTableProps {
  permissions: Permission[] | undefined;
  total: number;
  fetching: boolean;
  onEdit: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
}

// The API lists permissions newest first and sorts nothing else; no column offers sorting.
const fixedOrder = { columnAccessor: 'createdDate', direction: 'desc' } as const;
const ignoreSort = () => undefined;

/** The page of permissions the URL asks for; paging is written back to the URL. */
export function PermissionsTable({
  permissions,
  total,
  fetching,
  ...props
}: PermissionsTableProps) {
  const { t } = useTranslation();
  const [search, update] = usePermissionsSearch();
  const { onEdit, onDelete } = props;
  const { dateTime } = useFormats();

  const columns = useMemo(
    (): ServerDataTableColumn<Permission>[] => [
      {
        accessor: 'name',
        title: t('access.permissions.columns.name'),
        titleClassName: classes.cell,
        cellsClassName: classes.cell,
        render: (permission) => <bdi>{permission.name}</bdi>,
      },
      {
        accessor: 'assignedTo',
        title: t('access.permissions.columns.assignedTo'),
        titleClassName: classes.cell,
        cellsClassName: classes.cell,
        render: (permission) => <RoleBadges roles={permission.assignedTo} />,
      },
      {
        accessor: 'createdDate',
        title: t('access.permissions.columns.createdDate'),
        noWrap: true,
        titleClassName: classes.wideOnly,
        cellsClassName: classes.wideOnly,
        // The API writes the date in English and in UTC: the same instant, in
        // the UI's language; text it does not recognise stays as it came, left to right.
        render: (permission) => {
          const at = instantOf(permission.createdDate);
          return at ? dateTime(at, 'utc') : <span dir="ltr">{permission.createdDate}</span>;
        },
      },
      {
        accessor: 'actions',
        title: t('access.permissions.columns.actions'),
        titleClassName: classes.cell,
        cellsClassName: classes.cell,
        textAlign: 'right',
        render: (permission) => (
          <PermissionRowActions permission={permission} onEdit={onEdit} onDelete={onDelete} />
        ),
      },
    ],
    [t, onEdit, onDelete, dateTime],
  );

  return (
    <ServerDataTable<Permission>
      label={t('access.permissions.tableLabel')}
      columns={columns}
      records={permissions}
      totalRecords={total}
      fetching={fetching}
      page={search.page}
      onPageChange={(page) => update({ page })}
      recordsPerPage={search.perPage}
      sortStatus={fixedOrder}
      onSortStatusChange={ignoreSort}
      noRecordsText={t('access.permissions.empty')}
    />
  );
}
