import { Card, Stack } from '@mantine/core';
import type { Permission } from '@beacon/contract/access';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
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
        {list.isError && (
          <Stack p="md" pt={0}>
            <QueryErrorAlert
              message={t('access.permissions.loadFailed')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        )}
        {/* Without data a failed load shows only the alert, not a misleading "no permissions". */}
        {!(list.isError && !list.data) && (
          <PermissionsTable
            permissions={list.data?.permissions}
            total={total}
            fetching={list.isFetching}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </Card>
      <PermissionModal editing={editing} onClose={() => setEditing(null)} />
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
