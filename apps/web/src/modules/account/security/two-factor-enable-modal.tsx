import { Alert, Loader, Modal } from '@mantine/core';
import type { TwoFactorSetupReply } from '@beacon/contract/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesList } from '../../../components/two-factor/recovery-codes-list';
import { SetupConfirmForm } from '../../../components/two-factor/setup-confirm-form';
import { twoFactorFailure } from '../../../components/two-factor/two-factor-error';
import { api, unwrap } from '../../../lib/http';
import { twoFactorKey } from './two-factor-key';

/** Turning two-factor sign-in on: scan, confirm a code, then keep the recovery codes. */
export function TwoFactorEnableModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Once the codes show, only "I saved them" closes: a stray click or Escape would lose them.
  const [locked, setLocked] = useState(false);
  const close = () => {
    setLocked(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(locked ? 'twoFactor.codes.title' : 'twoFactor.settings.enableTitle')}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      withCloseButton={!locked}
    >
      {/* Mounted per opening: each starts with a new secret and empty fields. */}
      {opened ? <EnableSteps onCodes={() => setLocked(true)} onClose={close} /> : null}
    </Modal>
  );
}

function EnableSteps({ onCodes, onClose }: { onCodes: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    unwrap(api.POST('/auth/two-factor/setup'))
      .then((reply) => live && setSetup(reply))
      .catch((failure: unknown) => live && setError(twoFactorFailure(failure, t).message));
    return () => {
      live = false;
    };
  }, [t]);

  const confirm = async (digits = code) => {
    if (busy) return;
    if (digits.length !== 6) {
      setError(t('twoFactor.errors.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await unwrap(api.POST('/auth/two-factor/enable', { body: { code: digits } }));
      setCodes(reply.recoveryCodes);
      onCodes();
      void client.invalidateQueries({ queryKey: twoFactorKey });
    } catch (failure) {
      setError(twoFactorFailure(failure, t).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  if (codes) return <RecoveryCodesList codes={codes} onSaved={onClose} />;
  if (!setup)
    return error ? (
      <Alert color="red">{error}</Alert>
    ) : (
      <Loader mx="auto" display="block" aria-label={t('twoFactor.loading')} />
    );
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
