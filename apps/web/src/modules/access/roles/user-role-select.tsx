import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccessUser } from '@beacon/contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignRole } from '../access.queries';
import { roleLabel } from '../role-names';
import { failureReason } from '../server-messages';

interface UserRoleSelectProps {
  user: AccessUser;
  /** Every role's name. */
  roles: readonly string[];
}

/** A user's role, changed on the spot; a refused change shows why and the select goes back. */
export function UserRoleSelect({ user, roles }: UserRoleSelectProps) {
  const { t } = useTranslation();
  const assign = useAssignRole();
  // The choice shows while it is being saved; on failure the user's stored role shows again.
  const [choosing, setChoosing] = useState<string | null>(null);
  const names = roles.includes(user.role) ? roles : [...roles, user.role];
  return (
    <Select
      aria-label={t('access.users.roleOf', { name: user.fullName })}
      data={names.map((name) => ({ value: name, label: roleLabel(t, name) }))}
      value={choosing ?? user.role}
      allowDeselect={false}
      disabled={assign.isPending}
      size="xs"
      w={180}
      onChange={(role) => {
        if (!role || role === user.role) return;
        setChoosing(role);
        assign.mutate(
          { id: user.id, role },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                title: t('access.users.roleChanged'),
                message: t('access.users.roleChangedMessage', {
                  name: user.fullName,
                  role: roleLabel(t, role),
                }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('access.users.roleNotChanged'),
                message: failureReason(error, t, t('access.users.roleNotChangedMessage')),
              }),
            onSettled: () => setChoosing(null),
          },
        );
      }}
    />
  );
}
