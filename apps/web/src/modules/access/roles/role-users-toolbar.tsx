import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { userPlans } from '@beacon/contract/users-values';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../../components/url-search-input';
import { roleLabel } from '../role-names';
import { useRoleUsersSearch } from './use-role-users-search';

// The choice that means "no filter": a real option, so keyboard users can clear a filter too
// (Mantine's clear button is mouse-only).
const ANY = '';

interface RoleUsersToolbarProps {
  roles: readonly string[];
  onAdd: () => void;
}

/** Search, role and plan filters of the users table (all in the URL), and "Add User". */
export function RoleUsersToolbar({ roles, onAdd }: RoleUsersToolbarProps) {
  const { t } = useTranslation();
  const [search, update] = useRoleUsersSearch();
  // A role from the link that is not (or no longer) a role still shows as chosen.
  const names = !search.role || roles.includes(search.role) ? roles : [...roles, search.role];
  return (
    <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
        <UrlSearchInput
          q={search.q}
          onSearch={(q) => update({ q }, { replace: true })}
          label={t('access.users.search')}
          placeholder={t('access.users.searchPlaceholder')}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('access.users.role')}
          data={[
            { value: ANY, label: t('access.users.anyRole') },
            ...names.map((name) => ({ value: name, label: roleLabel(t, name) })),
          ]}
          value={search.role ?? ANY}
          onChange={(role) => update({ role: role || undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label={t('access.users.plan')}
          data={[
            { value: ANY, label: t('access.users.anyPlan') },
            ...userPlans.map((plan) => ({ value: plan, label: t(`access.plans.${plan}`) })),
          ]}
          value={search.currentPlan ?? ANY}
          onChange={(plan) => update({ currentPlan: userPlans.find((p) => p === plan) })}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
        />
      </Group>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        w={{ base: '100%', sm: 'auto' }}
      >
        {t('access.users.add')}
      </Button>
    </Group>
  );
}
