import { Group, Text, ThemeIcon } from '@mantine/core';
import type { User } from '@beacon/contract/users';
import { useTranslation } from 'react-i18next';
import { roleLook } from './user-values';

/** A role's icon in its colour, then its name. */
export function UserRole({ role }: { role: User['role'] }) {
  const { t } = useTranslation();
  const { icon: Icon, color } = roleLook[role];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon variant="light" color={color} size="sm" radius="xl" aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Text size="sm">{t(`users.roles.${role}`)}</Text>
    </Group>
  );
}
