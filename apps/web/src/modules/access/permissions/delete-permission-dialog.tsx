import { notifications } from '@mantine/notifications';
import type { Permission } from '@beacon/contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePermission } from '../access.queries';
import { failureReason } from '../server-messages';

interface DeletePermissionDialogProps {
  /** The permission to delete; null keeps the dialog closed. */
  permission: Permission | null;
  onClose: () => void;
}

/** Asks, deletes, then says how it went: a green toast, or a red one with the reason. */
export function DeletePermissionDialog({ permission, onClose }: DeletePermissionDialogProps) {
  const { t } = useTranslation();
  const remove = useDeletePermission();
  // Keep the last name while the dialog fades out after `permission` went back to null.
  const [shown, setShown] = useState(permission);
  if (permission && permission !== shown) setShown(permission);
  const name = (permission ?? shown)?.name ?? '';
  return (
    <ConfirmDialog
      opened={permission !== null}
      title={t('access.permissions.delete.title')}
      message={t('access.permissions.delete.message', { name })}
      confirmLabel={t('access.permissions.delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!permission) return;
        remove.mutate(permission.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('access.permissions.delete.done'),
              message: t('access.permissions.delete.doneMessage', { name }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('access.permissions.delete.failed'),
              message: failureReason(error, t, t('access.permissions.delete.failedMessage')),
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
