import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Sensor, SensorTokenReply } from '@beacon/contract/monitoring';
import { sensorNameMax, zoneNameMax } from '@beacon/contract/monitoring-values';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, knownMessages, showServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import {
  type SensorFormValues,
  checkSensor,
  knownSensorMessages,
  sensorBody,
  sensorFieldOf,
  sensorFormValues,
} from './sensor-values';
import { useCreateSensor, useUpdateSensor } from './sensors.queries';

interface SensorFormProps {
  /** The sensor to edit, or null for a new one. */
  sensor: Sensor | null;
  /** The zones in use, offered as the zone is typed. */
  zones: readonly string[];
  /** After a save, and on Cancel. */
  onDone: () => void;
  /** A new sensor's reply, with its device token, which is shown once. */
  onCreated: (reply: SensorTokenReply) => void;
}

/**
 * A sensor's name, zone, unit, plausible range and silence times. The API's field messages (a
 * 400, or a 409 for a name in use) land under their fields.
 */
export function SensorForm({ sensor, zones, onDone, onCreated }: SensorFormProps) {
  const { t } = useTranslation();
  const create = useCreateSensor();
  const update = useUpdateSensor();
  const known = knownMessages(t, knownSensorMessages);
  const form = useForm<SensorFormValues>({
    initialValues: sensorFormValues(sensor),
    validate: (values) => checkSensor(values, t),
  });

  const failed = (error: Error) => {
    const shown = showServerErrors(error, form, {
      field: sensorFieldOf,
      message: known,
      focus: true,
    });
    if (shown) return;
    // A name in use may come as the reply's one reason rather than under `name`.
    if (error instanceof ApiError && error.status === 409) {
      form.setFieldError('name', known(error.message));
      return;
    }
    notifications.show({
      color: 'red',
      title: t('monitoringSensors.form.failed'),
      message: error instanceof ApiError ? known(error.message) : t('common.error.load'),
    });
  };

  const submit = form.onSubmit((values) => {
    const body = sensorBody(values);
    if (sensor)
      update.mutate(
        { id: sensor.id, body },
        {
          onSuccess: ({ sensor: saved }) => {
            notifications.show({
              color: 'green',
              title: t('monitoringSensors.form.saved'),
              message: t('monitoringSensors.form.savedMessage', { name: saved.name }),
            });
            onDone();
          },
          onError: failed,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (reply) => {
          onDone();
          onCreated(reply);
        },
        onError: failed,
      });
  }, focusFirstInvalid(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('name')}
          label={t('monitoringSensors.fields.name')}
          maxLength={sensorNameMax}
          required
          data-autofocus
        />
        <Autocomplete
          {...form.getInputProps('zone')}
          label={t('monitoringSensors.fields.zone')}
          data={[...zones]}
          maxLength={zoneNameMax}
          required
        />
        <TextInput
          {...form.getInputProps('unit')}
          label={t('monitoringSensors.fields.unit')}
          maxLength={10}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            {...form.getInputProps('minValue')}
            label={t('monitoringSensors.fields.minValue')}
            required
          />
          <NumberInput
            {...form.getInputProps('maxValue')}
            label={t('monitoringSensors.fields.maxValue')}
            required
          />
          <NumberInput
            {...form.getInputProps('staleAfterMinutes')}
            label={t('monitoringSensors.fields.staleAfter')}
            description={t('monitoringSensors.fields.minutes')}
            min={0}
            decimalScale={2}
            required
          />
          <NumberInput
            {...form.getInputProps('offlineAfterMinutes')}
            label={t('monitoringSensors.fields.offlineAfter')}
            description={t('monitoringSensors.fields.minutes')}
            min={0}
            decimalScale={2}
            required
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {sensor ? t('monitoringSensors.form.save') : t('monitoringSensors.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
