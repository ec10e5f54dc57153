import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/http';

// One request for every card on the page.
const requirementsKey = ['access', 'roles', 'two-factor'] as const;

/** On a role's card: whether its members must sign in with a second factor. */
export function RoleTwoFactorSwitch({ roleId, name }: { roleId: number; name: string }) {
  const { t } = useTranslation();
  const requirements = useQuery({
    queryKey: requirementsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/apps/roles/two-factor', { signal })),
  });
  const save = useMutation({
    mutationFn: (required: boolean) =>
      unwrap(
        api.PUT('/apps/roles/{id}/two-factor', {
          params: { path: { id: roleId } },
          body: { required },
        }),
      ),
    meta: { invalidates: [requirementsKey] },
    onError: () => notifications.show({ color: 'red', message: t('twoFactor.role.failed') }),
  });
  const current = requirements.data?.roles.find((role) => role.id === roleId);
  if (!current) return null;
  return (
    <Switch
      mt="sm"
      size="sm"
      label={t('twoFactor.role.require')}
      aria-label={t('twoFactor.role.requireFor', { name })}
      checked={save.isPending ? (save.variables ?? current.required) : current.required}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
