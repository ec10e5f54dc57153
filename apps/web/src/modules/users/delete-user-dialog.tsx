import { notifications } from '@mantine/notifications';
import type { User } from '@beacon/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/http';
import { useDeleteUser } from './users.queries';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
  onDeleted?: (user: User) => void;
}

/** Asks, deletes, then says how it went: a green toast, or a red one with the reason. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  // Keep the last user's name while the dialog fades out after `user` went back to null.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const name = (user ?? shown)?.fullName ?? '';
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('users.delete.title')}
      message={t('users.delete.message', { name })}
      confirmLabel={t('users.delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: t('users.delete.done'),
              message: t('users.delete.doneMessage', { name: user.fullName }),
            });
            onDeleted?.(user);
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('users.delete.failed'),
              message:
                error instanceof ApiError && error.status === 404
                  ? t('users.delete.gone', { name: user.fullName })
                  : t('users.delete.failedMessage'),
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
