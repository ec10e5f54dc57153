import { Button, Card, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@beacon/contract/users';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOverlay } from '../../components/lazy-overlay';
import { LiveListUpdates } from '../../components/live-list-updates';
import { PageHeader } from '../../components/page-header';
import { LoadedList } from '../../components/loaded-list';
import { UsersExportMenu } from './users-export-menu';
import { UsersFilters } from './users-filters';
import { UsersPageSizeSelect } from './users-page-size-select';
import { UsersSearchInput } from './users-search-input';
import { UsersStats } from './users-stats';
import { UsersTable } from './users-table';
import { useUsersSearch } from './use-users-search';
import { usersKeys, usersListQuery } from './users.queries';
import { useLastPageAtMost } from '../../lib/use-list-search';

// The drawer and the dialog load when first opened: the page's first paint does without them.
const loadAddUserDrawer = () => import('./add-user-drawer');
const AddUserDrawer = lazy(() =>
  loadAddUserDrawer().then((module) => ({ default: module.AddUserDrawer })),
);
const preloadAddUserDrawer = () => void loadAddUserDrawer().catch(() => undefined);
const DeleteUserDialog = lazy(() =>
  import('./delete-user-dialog').then((module) => ({ default: module.DeleteUserDialog })),
);

/** `/apps/user/list`: counts, filters, and the searchable, sortable, paged table of users. */
export function UsersListPage() {
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();
  const [adding, addDrawer] = useDisclosure(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const onDelete = useCallback((user: User) => setDeleting(user), []);

  // The previous page stays on screen (dimmed by the table's loader) while the next one loads.
  const list = useQuery({ ...usersListQuery(search), placeholderData: keepPreviousData });

  // Only a page read by number can be past the end: a cursor's page is read from where it is.
  useLastPageAtMost(
    list,
    {
      page: search.cursor === undefined ? (search.page ?? 1) : 1,
      perPage: search.perPage,
      total: list.data?.total ?? 0,
    },
    update,
  );

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="users" queryKey={usersKeys.all} />
      <PageHeader title={t('users.list.title')} />
      <UsersStats />
      <UsersFilters />
      <Card padding={0}>
        <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
          <UsersPageSizeSelect />
          <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
            <UsersSearchInput />
            <UsersExportMenu users={list.data?.users} />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              // Reaching the button starts the drawer's download, so the click rarely waits for it.
              onPointerEnter={preloadAddUserDrawer}
              onFocus={preloadAddUserDrawer}
              onClick={addDrawer.open}
              w={{ base: '100%', sm: 'auto' }}
            >
              {t('users.list.addUser')}
            </Button>
          </Group>
        </Group>
        <LoadedList query={list} loadFailed={t('users.list.loadFailed')}>
          <UsersTable
            users={list.data?.users}
            total={list.data?.total ?? 0}
            totalExact={list.data?.totalExact ?? true}
            cursors={list.data?.cursors}
            fetching={list.isFetching}
            onDelete={onDelete}
          />
        </LoadedList>
      </Card>
      <LazyOverlay opened={adding}>
        {(opened) => <AddUserDrawer opened={opened} onClose={addDrawer.close} />}
      </LazyOverlay>
      <LazyOverlay opened={deleting !== null}>
        {(opened) => (
          <DeleteUserDialog user={opened ? deleting : null} onClose={() => setDeleting(null)} />
        )}
      </LazyOverlay>
    </Stack>
  );
}
