import { Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { accessUsersPageSize } from '@beacon/contract/access-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadedList } from '../../../components/loaded-list';
import { accessUsersQuery, rolesQuery } from '../access.queries';
import { AddRoleUserModal } from './add-role-user-modal';
import { RoleUsersTable } from './role-users-table';
import { RoleUsersToolbar } from './role-users-toolbar';
import { useRoleUsersSearch } from './use-role-users-search';
import { useLastPageAtMost } from '../../../lib/use-list-search';

/** "Total users with their roles": the people who can sign in, filtered and paged by the URL. */
export function RoleUsersSection() {
  const { t } = useTranslation();
  const [search, update] = useRoleUsersSearch();
  const [adding, addModal] = useDisclosure(false);
  const roles = useQuery(rolesQuery());
  const roleNames = (roles.data ?? []).map((role) => role.name);
  const list = useQuery(
    accessUsersQuery({
      q: search.q,
      role: search.role,
      currentPlan: search.currentPlan,
      page: search.page,
      perPage: accessUsersPageSize,
    }),
  );
  const total = list.data?.total ?? 0;

  useLastPageAtMost(list, { page: search.page, perPage: accessUsersPageSize, total }, update);

  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {t('access.users.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('access.users.subtitle')}
      </Text>
      <Card padding={0} mt="sm">
        <RoleUsersToolbar roles={roleNames} onAdd={addModal.open} />
        <LoadedList query={list} loadFailed={t('access.users.loadFailed')}>
          <RoleUsersTable
            users={list.data?.users}
            total={total}
            fetching={list.isFetching}
            roles={roleNames}
          />
        </LoadedList>
      </Card>
      <AddRoleUserModal opened={adding} onClose={addModal.close} roles={roleNames} />
    </Stack>
  );
}
