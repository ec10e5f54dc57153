import { Text } from '@mantine/core';
import type { Cursors } from '@beacon/contract/paging';
import type { User } from '@beacon/contract/users';
import { userSortColumns, type UserSortColumn } from '@beacon/contract/users-values';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cursorSearch } from '../../components/cursor-pager';
import { ServerDataTable, type ServerDataTableColumn } from '../../components/server-data-table';
import { UserNameCell } from './user-name-cell';
import { UserRole } from './user-role';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { billingKey } from './user-values';
import { useUsersSearch } from './use-users-search';

interface UsersTableProps {
  users: User[] | undefined;
  total: number;
  /** False when `total` is an estimate. */
  totalExact: boolean;
  /** Undefined until the first page arrives. */
  cursors: Cursors | undefined;
  fetching: boolean;
  onDelete: (user: User) => void;
}

const isSortColumn = (accessor: unknown): accessor is UserSortColumn =>
  userSortColumns.some((column) => column === accessor);

/**
 * The users page: server-side sort and paging by cursor, both read from and written to the URL.
 */
export function UsersTable(props: UsersTableProps) {
  const { users, total, totalExact, cursors, fetching, onDelete } = props;
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();

  const columns = useMemo(
    (): ServerDataTableColumn<User>[] => [
      {
        accessor: 'fullName',
        title: t('users.columns.user'),
        sortable: true,
        render: (user) => <UserNameCell user={user} />,
      },
      {
        accessor: 'email',
        title: t('users.columns.email'),
        sortable: true,
        // Left to right even in Arabic, or the "@" and the dots land at the wrong ends.
        render: (user) => <bdi dir="ltr">{user.email}</bdi>,
      },
      {
        accessor: 'role',
        title: t('users.columns.role'),
        sortable: true,
        render: (user) => <UserRole role={user.role} />,
      },
      {
        accessor: 'currentPlan',
        title: t('users.columns.plan'),
        sortable: true,
        render: (user) => t(`users.plans.${user.currentPlan}`),
      },
      {
        accessor: 'billing',
        title: t('users.columns.billing'),
        sortable: true,
        noWrap: true,
        render: (user) => <Text size="sm">{t(`users.billings.${billingKey[user.billing]}`)}</Text>,
      },
      {
        accessor: 'status',
        title: t('users.columns.status'),
        sortable: true,
        render: (user) => <UserStatusBadge status={user.status} />,
      },
      {
        accessor: 'actions',
        title: t('users.columns.actions'),
        textAlign: 'right',
        render: (user) => <UserRowActions user={user} onDelete={onDelete} />,
      },
    ],
    [t, onDelete],
  );

  const sortStatus: DataTableSortStatus<User> = {
    columnAccessor: search.sortColumn,
    direction: search.sort,
  };
  return (
    <ServerDataTable<User>
      label={t('users.list.title')}
      columns={columns}
      records={users}
      fetching={fetching}
      cursorPaging={{
        total,
        totalExact,
        cursors,
        // A cursor without a number is a page counted from the end of an estimate.
        page: search.cursor === undefined ? (search.page ?? 1) : search.page,
        perPage: search.perPage,
        onMove: (to) => update(cursorSearch(to)),
      }}
      sortStatus={sortStatus}
      onSortStatusChange={({ columnAccessor, direction }) => {
        if (isSortColumn(columnAccessor)) update({ sortColumn: columnAccessor, sort: direction });
      }}
      noRecordsText={t('users.list.empty')}
    />
  );
}
