import type { Permission } from '@beacon/contract/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { PermissionRowActions } from './permission-row-actions';
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

  const columns = useMemo(
    (): ServerDataTableColumn<Permission>[] => [
      { accessor: 'name', title: t('access.permissions.columns.name') },
      {
        accessor: 'assignedTo',
        title: t('access.permissions.columns.assignedTo'),
        render: (permission) => <RoleBadges roles={permission.assignedTo} />,
      },
      {
        accessor: 'createdDate',
        title: t('access.permissions.columns.createdDate'),
        noWrap: true,
        // The API writes the date in English (REFERENCE §3.10); keep it left to right in Arabic.
        render: (permission) => <span dir="ltr">{permission.createdDate}</span>,
      },
      {
        accessor: 'actions',
        title: t('access.permissions.columns.actions'),
        textAlign: 'right',
        render: (permission) => (
          <PermissionRowActions permission={permission} onEdit={onEdit} onDelete={onDelete} />
        ),
      },
    ],
    [t, onEdit, onDelete],
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
