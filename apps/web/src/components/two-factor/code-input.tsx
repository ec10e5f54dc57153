import { Input, PinInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The six digits of an authenticator app, offered by the phone's keyboard from an SMS or app. */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={4} align="center">
      {/* PinInput names its boxes `<id>-1` to `<id>-6`: the label belongs to the first. */}
      <Input.Label htmlFor={`${id}-1`}>{t('twoFactor.code.label')}</Input.Label>
      <PinInput
        id={id}
        length={6}
        type="number"
        oneTimeCode
        autoFocus
        dir="ltr"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        ariaLabel={t('twoFactor.code.label')}
      />
      {error ? <Input.Error role="alert">{error}</Input.Error> : null}
    </Stack>
  );
}
