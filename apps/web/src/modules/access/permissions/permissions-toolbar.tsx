import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { permissionsPageSizes } from '@beacon/contract/access-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../../components/url-search-input';
import { rolesQuery } from '../access.queries';
import { roleLabel } from '../role-names';
import { usePermissionsSearch } from './use-permissions-search';

// The choice that means "any role": a real option, so keyboard users can clear the filter too
// (Mantine's clear button is mouse-only).
const ANY = '';

/** "Show 10/25/50 Entries", the search box, the role filter (all in the URL) and "Add Permission". */
export function PermissionsToolbar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const [search, update] = usePermissionsSearch();
  const roles = useQuery(rolesQuery());
  const names = (roles.data ?? []).map((role) => role.name);
  // A role from the link that is not (or no longer) a role still shows as chosen.
  if (search.role && !names.includes(search.role)) names.push(search.role);

  return (
    <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
      <Select
        label={t('access.permissions.show')}
        data={permissionsPageSizes.map(String)}
        value={String(search.perPage)}
        onChange={(value) => {
          const perPage = permissionsPageSizes.find((size) => String(size) === value);
          if (perPage) update({ perPage });
        }}
        allowDeselect={false}
        w={{ base: '100%', sm: 150 }}
      />
      <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
        <UrlSearchInput
          q={search.q}
          onSearch={(q) => update({ q }, { replace: true })}
          label={t('access.permissions.search')}
          placeholder={t('access.permissions.searchPlaceholder')}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('access.permissions.role')}
          data={[
            { value: ANY, label: t('access.permissions.selectRole') },
            ...names.map((name) => ({ value: name, label: roleLabel(t, name) })),
          ]}
          value={search.role ?? ANY}
          onChange={(value) => update({ role: value || undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          w={{ base: '100%', sm: 'auto' }}
        >
          {t('access.permissions.add')}
        </Button>
      </Group>
    </Group>
  );
}
