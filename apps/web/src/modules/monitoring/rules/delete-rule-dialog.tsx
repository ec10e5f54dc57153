import { notifications } from '@mantine/notifications';
import type { Rule } from '@beacon/contract/monitoring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureReason } from '../../../lib/form-errors';
import { useDeleteRule } from './rules.queries';

/** Deleting a rule stops new alarms from it; the alarms it raised stay in the history. */
export function DeleteRuleDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRule();
  // Keep the last rule's name while the dialog fades out after `rule` went back to null.
  const [shown, setShown] = useState(rule);
  if (rule && rule !== shown) setShown(rule);
  const name = (rule ?? shown)?.name ?? '';
  return (
    <ConfirmDialog
      opened={rule !== null}
      title={t('monitoringRules.delete.title')}
      message={t('monitoringRules.delete.message', { name })}
      confirmLabel={t('monitoringRules.delete.confirm')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!rule) return;
        remove.mutate(rule.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('monitoringRules.delete.done'),
              message: t('monitoringRules.delete.doneMessage', { name: rule.name }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('monitoringRules.delete.failed'),
              message: failureReason(error, {
                forbidden: t('monitoringRules.errors.forbidden'),
                fallback: t('common.error.load'),
              }),
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
