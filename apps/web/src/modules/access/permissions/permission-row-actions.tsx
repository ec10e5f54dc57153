import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Permission } from '@beacon/contract/access';
import { useTranslation } from 'react-i18next';

interface PermissionRowActionsProps {
  permission: Permission;
  onEdit: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
}

/** The row's pencil (rename) and trash (delete, after a confirmation). */
export function PermissionRowActions({ permission, onEdit, onDelete }: PermissionRowActionsProps) {
  const { t } = useTranslation();
  const edit = t('access.permissions.editOne', { name: permission.name });
  const remove = t('access.permissions.deleteOne', { name: permission.name });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={edit}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={edit}
          onClick={() => onEdit(permission)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={remove}
          onClick={() => onDelete(permission)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
