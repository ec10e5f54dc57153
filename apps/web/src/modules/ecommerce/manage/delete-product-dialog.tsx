import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/http';
import { failureReason } from '../../../lib/form-errors';
import { useDeleteProduct } from './manage.queries';

interface Named {
  id: number;
  name: string;
}

interface DeleteProductDialogProps {
  /** The product to delete; null keeps the dialog closed. */
  product: Named | null;
  onClose: () => void;
  onDeleted?: (product: Named) => void;
}

/** Asks, deletes, then says how it went: a green toast, or a red one with the reason. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  // Keep the last name while the dialog fades out after `product` went back to null.
  const [shown, setShown] = useState(product);
  if (product && product !== shown) setShown(product);
  const name = (product ?? shown)?.name ?? '';
  return (
    <ConfirmDialog
      opened={product !== null}
      title={t('ecommerceManage.delete.title')}
      message={t('ecommerceManage.delete.message', { name })}
      confirmLabel={t('ecommerceManage.delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: t('ecommerceManage.delete.done'),
              message: t('ecommerceManage.delete.doneMessage', { name: product.name }),
            });
            onDeleted?.(product);
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('ecommerceManage.delete.failed'),
              message:
                error instanceof ApiError && error.status === 404
                  ? t('ecommerceManage.delete.gone', { name: product.name })
                  : failureReason(error, {
                      forbidden: t('ecommerceManage.form.forbidden'),
                      fallback: t('ecommerceManage.delete.failedMessage'),
                    }),
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
