import { notifications } from '@mantine/notifications';
import type { Role } from '@beacon/contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteRole } from '../access.queries';
import { roleLabel } from '../role-names';
import { failureReason } from '../server-messages';

interface DeleteRoleDialogProps {
  /** The role to delete; null keeps the dialog closed. */
  role: Role | null;
  onClose: () => void;
}

/** Asks, deletes, then says how it went; a role that still has users is refused with the reason. */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  // Keep the last name while the dialog fades out after `role` went back to null.
  const [shown, setShown] = useState(role);
  if (role && role !== shown) setShown(role);
  const current = role ?? shown;
  const name = current ? roleLabel(t, current.name) : '';
  return (
    <ConfirmDialog
      opened={role !== null}
      title={t('access.roles.delete.title')}
      message={t('access.roles.delete.message', { name })}
      confirmLabel={t('access.roles.delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!role) return;
        remove.mutate(role.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('access.roles.delete.done'),
              message: t('access.roles.delete.doneMessage', { name }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('access.roles.delete.failed'),
              message: failureReason(error, t, t('access.roles.delete.failedMessage')),
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
