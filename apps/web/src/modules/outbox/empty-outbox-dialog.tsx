import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useEmptyOutbox } from './outbox.queries';

/** Asks, empties the outbox, then says how it went. */
export function EmptyOutboxDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const empty = useEmptyOutbox();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('outbox.empty.title')}
      message={t('outbox.empty.message')}
      confirmLabel={t('outbox.empty.confirm')}
      danger
      loading={empty.isPending}
      onClose={onClose}
      onConfirm={() =>
        empty.mutate(undefined, {
          onSuccess: ({ deleted }) =>
            notifications.show({
              color: 'green',
              title: t('outbox.empty.done'),
              message: t('outbox.empty.doneMessage', { count: deleted }),
            }),
          onError: () =>
            notifications.show({
              color: 'red',
              title: t('outbox.empty.failed'),
              message: t('outbox.empty.failedMessage'),
            }),
          onSettled: onClose,
        })
      }
    />
  );
}
