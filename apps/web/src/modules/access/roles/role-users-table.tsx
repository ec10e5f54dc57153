import { Group, Text } from '@mantine/core';
import type { AccessUser } from '@beacon/contract/access';
import { accessUsersPageSize } from '@beacon/contract/access-values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { UserAvatar } from '../../../components/user-avatar';
import { UserRoleSelect } from './user-role-select';
import { useRoleUsersSearch } from './use-role-users-search';

interface RoleUsersTableProps {
  users: AccessUser[] | undefined;
  total: number;
  fetching: boolean;
  /** Every role's name, for each row's role select. */
  roles: readonly string[];
}

// The API lists people in its own order and sorts nothing else; no column offers sorting.
const fixedOrder = { columnAccessor: 'id', direction: 'asc' } as const;
const ignoreSort = () => undefined;

/** The people who can sign in: who they are, their role (changed on the spot) and their plan. */
export function RoleUsersTable({ users, total, fetching, roles }: RoleUsersTableProps) {
  const { t } = useTranslation();
  const [search, update] = useRoleUsersSearch();
  const columns = useMemo(
    (): ServerDataTableColumn<AccessUser>[] => [
      {
        accessor: 'fullName',
        title: t('access.users.columns.user'),
        render: (user) => (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={user.fullName} src={user.avatar} decorative />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                <bdi>{user.fullName}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {/* Left to right even in Arabic, or the "@" lands at the wrong end. */}
                <span dir="ltr">{user.email}</span>
              </Text>
            </div>
          </Group>
        ),
      },
      {
        accessor: 'role',
        title: t('access.users.columns.role'),
        render: (user) => <UserRoleSelect user={user} roles={roles} />,
      },
      {
        accessor: 'currentPlan',
        title: t('access.users.columns.plan'),
        render: (user) => t(`access.plans.${user.currentPlan}`),
      },
    ],
    [t, roles],
  );
  return (
    <ServerDataTable<AccessUser>
      label={t('access.users.tableLabel')}
      columns={columns}
      records={users}
      totalRecords={total}
      fetching={fetching}
      page={search.page}
      onPageChange={(page) => update({ page })}
      recordsPerPage={accessUsersPageSize}
      sortStatus={fixedOrder}
      onSortStatusChange={ignoreSort}
      noRecordsText={t('access.users.empty')}
    />
  );
}
