import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { LoginReply } from '@beacon/contract/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/two-factor/code-input';
import { twoFactorFailure } from '../../../components/two-factor/two-factor-error';
import { api, unwrap } from '../../../lib/http';

interface Props {
  challenge: string;
  onDone: (reply: LoginReply) => Promise<void>;
  onExpired: () => void;
}

/** The code from the authenticator app, or instead one of the recovery codes. */
export function TwoStepCodeForm({ challenge, onDone, onExpired }: Props) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (digits = code) => {
    if (busy) return;
    const body = recovery
      ? { challenge, recoveryCode: recoveryCode.trim() }
      : { challenge, code: digits };
    if (recovery ? !body.recoveryCode : digits.length !== 6) {
      setError(
        t(recovery ? 'twoFactor.errors.recoveryCodeRequired' : 'twoFactor.errors.codeFormat'),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onDone(await unwrap(api.POST('/auth/two-factor/verify', { body })));
    } catch (failure) {
      const { field, message } = twoFactorFailure(failure, t);
      if (field === 'challenge') onExpired();
      else setError(message);
      if (!recovery) setCode('');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {recovery ? (
          <TextInput
            label={t('twoFactor.signIn.recoveryCode')}
            description={t('twoFactor.signIn.recoveryCodeHint')}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            data-autofocus
          />
        ) : (
          <CodeInput
            value={code}
            onChange={setCode}
            onComplete={(digits) => void send(digits)}
            error={error}
          />
        )}
        <Button type="submit" fullWidth loading={busy}>
          {t('twoFactor.signIn.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          ta="center"
          onClick={() => {
            setRecovery(!recovery);
            setError(null);
          }}
        >
          {t(recovery ? 'twoFactor.signIn.useApp' : 'twoFactor.signIn.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
}
