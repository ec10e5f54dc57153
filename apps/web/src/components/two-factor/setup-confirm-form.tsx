import { Button, Stack } from '@mantine/core';
import type { TwoFactorSetupReply } from '@beacon/contract/two-factor';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeInput } from './code-input';

interface Props {
  setup: TwoFactorSetupReply;
  code: string;
  onCodeChange: (code: string) => void;
  /** With the digits when the last box is filled, without them on submit (the typed code). */
  onConfirm: (digits?: string) => Promise<void>;
  error: string | null;
  busy: boolean;
}

/** A new authenticator secret to scan, and the code that proves it was: settings and sign-in alike. */
export function SetupConfirmForm({ setup, code, onCodeChange, onConfirm, error, busy }: Props) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onConfirm();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthenticatorSetup setup={setup} />
        <CodeInput
          value={code}
          onChange={onCodeChange}
          onComplete={(digits) => void onConfirm(digits)}
          error={error}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('twoFactor.setup.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
