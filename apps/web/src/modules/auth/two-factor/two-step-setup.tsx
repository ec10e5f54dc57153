import { Alert, Loader } from '@mantine/core';
import type { LoginReply } from '@beacon/contract/auth';
import type { TwoFactorSetupConfirmReply, TwoFactorSetupReply } from '@beacon/contract/two-factor';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesList } from '../../../components/two-factor/recovery-codes-list';
import { SetupConfirmForm } from '../../../components/two-factor/setup-confirm-form';
import { twoFactorFailure } from '../../../components/two-factor/two-factor-error';
import { api, unwrap } from '../../../lib/http';

interface Props {
  challenge: string;
  onDone: (reply: LoginReply) => Promise<void>;
  onExpired: () => void;
}

/** The role requires two-factor sign-in: scan, confirm a code, keep the recovery codes, then in. */
export function TwoStepSetup({ challenge, onDone, onExpired }: Props) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState<TwoFactorSetupConfirmReply | null>(null);

  useEffect(() => {
    let live = true;
    unwrap(api.POST('/auth/two-factor/setup-challenge', { body: { challenge } }))
      .then((reply) => live && setSetup(reply))
      .catch((failure: unknown) => {
        if (!live) return;
        const { field, message } = twoFactorFailure(failure, t);
        if (field === 'challenge') onExpired();
        else setLoadError(message);
      });
    return () => {
      live = false;
    };
  }, [challenge, onExpired, t]);

  const confirm = async (digits = code) => {
    if (busy) return;
    if (digits.length !== 6) {
      setError(t('twoFactor.errors.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSignedIn(
        await unwrap(
          api.POST('/auth/two-factor/setup-confirm', { body: { challenge, code: digits } }),
        ),
      );
    } catch (failure) {
      const { field, message } = twoFactorFailure(failure, t);
      if (field === 'challenge') onExpired();
      else setError(message);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  if (signedIn) {
    const { recoveryCodes, ...reply } = signedIn;
    return <RecoveryCodesList codes={recoveryCodes} onSaved={() => void onDone(reply)} />;
  }
  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (!setup) return <Loader mx="auto" aria-label={t('twoFactor.loading')} />;
  return (
    <SetupConfirmForm
      setup={setup}
      code={code}
      onCodeChange={setCode}
      onConfirm={confirm}
      error={error}
      busy={busy}
    />
  );
}
