import { notifications } from '@mantine/notifications';
import type { Sensor, SensorTokenReply } from '@beacon/contract/monitoring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureReason, knownMessages } from '../../../lib/form-errors';
import { knownSensorMessages } from './sensor-values';
import { useRetireSensor, useRotateToken } from './sensors.queries';

interface ConfirmProps {
  /** The sensor asked about; null keeps the dialog closed. */
  sensor: Sensor | null;
  onClose: () => void;
}

/** Keeps the last sensor's name while the dialog fades out after `sensor` went back to null. */
function useShownName(sensor: Sensor | null): string {
  const [shown, setShown] = useState(sensor);
  if (sensor && sensor !== shown) setShown(sensor);
  return (sensor ?? shown)?.name ?? '';
}

function useFailed(title: string) {
  const { t } = useTranslation();
  const known = knownMessages(t, knownSensorMessages);
  return (error: Error) =>
    notifications.show({
      color: 'red',
      title,
      message: failureReason(error, {
        forbidden: t('monitoringSensors.errors.forbidden'),
        message: known,
        fallback: t('common.error.load'),
      }),
    });
}

/** Retiring keeps the sensor's readings and alarms; its token stops working. */
export function RetireSensorDialog({ sensor, onClose }: ConfirmProps) {
  const { t } = useTranslation();
  const retire = useRetireSensor();
  const name = useShownName(sensor);
  const failed = useFailed(t('monitoringSensors.retire.failed'));
  return (
    <ConfirmDialog
      opened={sensor !== null}
      title={t('monitoringSensors.retire.title')}
      message={t('monitoringSensors.retire.message', { name })}
      confirmLabel={t('monitoringSensors.retire.confirm')}
      danger
      loading={retire.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!sensor) return;
        retire.mutate(sensor.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('monitoringSensors.retire.done'),
              message: t('monitoringSensors.retire.doneMessage', { name: sensor.name }),
            }),
          onError: failed,
          onSettled: onClose,
        });
      }}
    />
  );
}

/** A new token replaces the old one at once: the device must be given the new one. */
export function RotateTokenDialog({
  sensor,
  onClose,
  onRotated,
}: ConfirmProps & { onRotated: (reply: SensorTokenReply) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateToken();
  const name = useShownName(sensor);
  const failed = useFailed(t('monitoringSensors.rotate.failed'));
  return (
    <ConfirmDialog
      opened={sensor !== null}
      title={t('monitoringSensors.rotate.title')}
      message={t('monitoringSensors.rotate.message', { name })}
      confirmLabel={t('monitoringSensors.rotate.confirm')}
      danger
      loading={rotate.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!sensor) return;
        rotate.mutate(sensor.id, { onSuccess: onRotated, onError: failed, onSettled: onClose });
      }}
    />
  );
}
