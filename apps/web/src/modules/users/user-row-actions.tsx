import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { User } from '@beacon/contract/users';
import { useTranslation } from 'react-i18next';
import { ActionIconLink } from '../../components/action-icon-link';
import { HoverTooltip } from '../../components/hover-tooltip';

interface UserRowActionsProps {
  user: User;
  onDelete: (user: User) => void;
}

export function UserRowActions({ user, onDelete }: UserRowActionsProps) {
  const { t } = useTranslation();
  const view = t('users.list.viewUser', { name: user.fullName });
  const remove = t('users.list.deleteUser', { name: user.fullName });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <HoverTooltip label={view} openDelay={400}>
        <ActionIconLink
          to="/apps/user/view/$id"
          params={{ id: String(user.id) }}
          variant="subtle"
          aria-label={view}
        >
          <IconEye size={18} aria-hidden />
        </ActionIconLink>
      </HoverTooltip>
      <HoverTooltip label={remove} openDelay={400}>
        <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={() => onDelete(user)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </HoverTooltip>
    </Group>
  );
}
