import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/http';
import { useDeleteInvoice } from '../invoice.queries';

interface DeleteInvoicesDialogProps {
  /** The invoices to delete (one from a row, several from the selection); null keeps it closed. */
  ids: readonly number[] | null;
  onClose: () => void;
  /** Called with the invoices that are gone, once all the requests have answered. */
  onDeleted?: (ids: number[]) => void;
}

/** Asks, deletes one invoice after the other, then says how it went in a toast. */
export function DeleteInvoicesDialog({ ids, onClose, onDeleted }: DeleteInvoicesDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteInvoice();
  const [pending, setPending] = useState(false);
  // Keep the last choice's wording while the dialog fades out after `ids` went back to null.
  const [shown, setShown] = useState(ids);
  if (ids && ids !== shown) setShown(ids);
  const chosen = ids ?? shown ?? [];

  const confirm = async () => {
    setPending(true);
    const deleted: number[] = [];
    const failed: number[] = [];
    let forbidden = false;
    // One at a time: the API deletes by id, and a burst of parallel writes gains nothing here.
    for (const id of chosen) {
      try {
        await remove.mutateAsync(id);
        deleted.push(id);
      } catch (error) {
        failed.push(id);
        // The role may read invoices but not delete them: say so, rather than "try again".
        if (error instanceof ApiError && error.status === 403) forbidden = true;
      }
    }
    setPending(false);
    if (deleted.length > 0) {
      notifications.show({
        color: 'green',
        title: t('invoice.list.delete.done'),
        message: t('invoice.list.delete.doneMessage', { count: deleted.length, id: deleted[0] }),
      });
      onDeleted?.(deleted);
    }
    if (failed.length > 0) {
      notifications.show({
        color: 'red',
        title: t('invoice.list.delete.failed'),
        message: forbidden
          ? t('invoice.list.delete.forbiddenMessage')
          : t('invoice.list.delete.failedMessage', { count: failed.length, id: failed[0] }),
      });
    }
    onClose();
  };

  return (
    <ConfirmDialog
      opened={ids !== null}
      title={t('invoice.list.delete.title', { count: chosen.length, id: chosen[0] })}
      message={t('invoice.list.delete.message', { count: chosen.length })}
      confirmLabel={t('invoice.list.delete.confirm')}
      danger
      loading={pending}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
