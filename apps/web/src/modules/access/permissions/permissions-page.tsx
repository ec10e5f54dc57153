import { Card, Stack } from '@mantine/core';
import type { Permission } from '@beacon/contract/access';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadedList } from '../../../components/loaded-list';
import { permissionsQuery } from '../access.queries';
import { DeletePermissionDialog } from './delete-permission-dialog';
import { PermissionModal, type PermissionEditing } from './permission-modal';
import { PermissionsTable } from './permissions-table';
import { PermissionsToolbar } from './permissions-toolbar';
import { usePermissionsSearch } from './use-permissions-search';
import { useLastPageAtMost } from '../../../lib/use-list-search';

/** `/apps/permissions`: the searchable, role-filtered, paged list of permissions. */
export function PermissionsPage() {
  const { t } = useTranslation();
  const [search, update] = usePermissionsSearch();
  const [editing, setEditing] = useState<PermissionEditing>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const onEdit = useCallback(
    (permission: Permission) => setEditing({ kind: 'edit', permission }),
    [],
  );
  const onDelete = useCallback((permission: Permission) => setDeleting(permission), []);

  const list = useQuery(
    permissionsQuery({
      q: search.q,
      page: search.page,
      perPage: search.perPage,
      assignedTo: search.role,
    }),
  );
  const total = list.data?.total ?? 0;

  useLastPageAtMost(list, { ...search, total }, update);

  return (
    <Stack gap="lg">
      <PageHeader title={t('access.permissions.title')} />
      <Card padding={0}>
        <PermissionsToolbar onAdd={() => setEditing({ kind: 'add' })} />
        <LoadedList query={list} loadFailed={t('access.permissions.loadFailed')}>
          <PermissionsTable
            permissions={list.data?.permissions}
            total={total}
            fetching={list.isFetching}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </LoadedList>
      </Card>
      <PermissionModal editing={editing} onClose={() => setEditing(null)} />
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
