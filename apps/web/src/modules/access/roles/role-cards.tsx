import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Role } from '@beacon/contract/access';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { rolesQuery } from '../access.queries';
import { AddRoleCard } from './add-role-card';
import { RoleCard } from './role-card';

interface RoleCardsProps {
  onAdd: () => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** One card per role, then the "Add New Role" card. */
export function RoleCards({ onAdd, onEdit, onDelete }: RoleCardsProps) {
  const { t } = useTranslation();
  const roles = useQuery(rolesQuery());
  if (roles.isError)
    return (
      <QueryErrorAlert
        message={t('access.roles.loadFailed')}
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={roles.isPending}>
      {roles.data
        ? roles.data.map((role) => (
            <RoleCard key={role.id} role={role} onEdit={onEdit} onDelete={onDelete} />
          ))
        : [1, 2, 3].map((n) => <Skeleton key={n} h={140} radius="md" />)}
      <AddRoleCard onAdd={onAdd} />
    </SimpleGrid>
  );
}
