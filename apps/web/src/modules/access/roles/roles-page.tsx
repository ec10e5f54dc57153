import { Stack } from '@mantine/core';
import type { Role } from '@beacon/contract/access';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleCards } from './role-cards';
import { type RoleEditing, RoleModal } from './role-modal';
import { RoleUsersSection } from './role-users-section';

/** `/apps/roles`: a card per role (edit, delete, add) and the table of people with their roles. */
export function RolesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<RoleEditing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const onEdit = useCallback((role: Role) => setEditing({ kind: 'edit', role }), []);
  return (
    <Stack gap="lg">
      <PageHeader title={t('access.roles.title')} description={t('access.roles.subtitle')} />
      <RoleCards onAdd={() => setEditing({ kind: 'add' })} onEdit={onEdit} onDelete={setDeleting} />
      <RoleUsersSection />
      <RoleModal editing={editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
