import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Alarm } from '@beacon/contract/monitoring';
import { ackCommentMax } from '@beacon/contract/monitoring-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { alarmKeys, useAcknowledgeAlarm } from './alarms.queries';

interface AcknowledgeDialogProps {
  /** The alarm to acknowledge; null keeps the dialog closed. */
  alarm: Alarm | null;
  onClose: () => void;
}

/**
 * Acknowledges one alarm with an optional comment. The server's refusals (already acknowledged
 * by someone else, no right to) come as a toast; a refused comment shows under the field.
 */
export function AcknowledgeDialog({ alarm, onClose }: AcknowledgeDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const acknowledge = useAcknowledgeAlarm();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Keep the last alarm's words while the dialog fades out after `alarm` went back to null.
  const [shown, setShown] = useState(alarm);
  if (alarm && alarm !== shown) {
    setShown(alarm);
    setComment('');
    setError(undefined);
  }
  const current = alarm ?? shown;

  const close = () => {
    if (!acknowledge.isPending) onClose();
  };

  const refused = (failure: Error) => {
    const status = failure instanceof ApiError ? failure.status : 0;
    const field = failure instanceof ApiError ? failure.fields?.comment?.[0] : undefined;
    if (status === 400 && field) return setError(field);
    if (status === 409 || status === 404)
      void queryClient.invalidateQueries({ queryKey: alarmKeys.lists() });
    notifications.show({
      color: 'red',
      title: t('monitoringAlarms.acknowledge.failed'),
      message:
        status === 409
          ? t('monitoringAlarms.acknowledge.already')
          : status === 403
            ? t('monitoringAlarms.acknowledge.forbidden')
            : status === 404
              ? t('monitoringAlarms.acknowledge.gone')
              : t('monitoringAlarms.acknowledge.failedMessage'),
    });
    onClose();
  };

  return (
    <Modal
      opened={alarm !== null}
      onClose={close}
      title={t('monitoringAlarms.acknowledge.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!alarm) return;
          acknowledge.mutate(
            { id: alarm.id, comment: comment.trim() },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  title: t('monitoringAlarms.acknowledge.done'),
                  message: t('monitoringAlarms.acknowledge.doneMessage', {
                    rule: alarm.ruleName,
                    sensor: alarm.sensor,
                  }),
                });
                onClose();
              },
              onError: refused,
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {current &&
              t('monitoringAlarms.acknowledge.message', {
                rule: current.ruleName,
                sensor: current.sensor,
              })}
          </Text>
          <Textarea
            label={t('monitoringAlarms.acknowledge.comment')}
            description={t('monitoringAlarms.acknowledge.commentHint', { max: ackCommentMax })}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setError(undefined);
            }}
            maxLength={ackCommentMax}
            autosize
            minRows={2}
            maxRows={6}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={acknowledge.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={acknowledge.isPending}>
              {t('monitoringAlarms.acknowledge.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
