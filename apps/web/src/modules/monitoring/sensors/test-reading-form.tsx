import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendTestReading } from './device-ingest';
import { sensorKeys } from './sensors.queries';

/** One value, sent now with the device's token: how a person checks a device's setup. */
export function TestReadingForm({ token, unit }: { token: string; unit: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>('');
  const [missing, setMissing] = useState(false);
  const test = useMutation({
    mutationFn: (reading: number) => sendTestReading(token, reading),
    // The sensor's last value and state change with a stored reading.
    meta: { invalidatesOnSuccess: [sensorKeys.all] },
  });
  const result = test.data;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value === '' || !Number.isFinite(Number(value))) {
          setMissing(true);
          return;
        }
        setMissing(false);
        test.mutate(Number(value));
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('monitoringSensors.test.value')}
            rightSection={unit}
            rightSectionWidth={44}
            value={value}
            onChange={setValue}
            error={missing ? t('monitoringSensors.errors.numberRequired') : undefined}
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit" loading={test.isPending}>
            {t('monitoringSensors.test.send')}
          </Button>
        </Group>
        <div aria-live="polite">
          {result?.kind === 'stored' ? (
            <Alert color="green" variant="light">
              {result.reply.stored > 0
                ? t('monitoringSensors.test.stored')
                : t('monitoringSensors.test.duplicate')}
            </Alert>
          ) : result?.kind === 'refused' ? (
            <Alert color="red" variant="light" title={t('monitoringSensors.test.refused')}>
              {result.messages.join(' ')}
            </Alert>
          ) : result?.kind === 'badToken' ? (
            <Alert color="red" variant="light">
              {t('monitoringSensors.test.badToken')}
            </Alert>
          ) : result?.kind === 'failed' || test.isError ? (
            <Alert color="red" variant="light">
              {t('monitoringSensors.test.failed')}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
