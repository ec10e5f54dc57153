import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesList } from '../../../components/two-factor/recovery-codes-list';
import { twoFactorFailure } from '../../../components/two-factor/two-factor-error';
import { api, unwrap } from '../../../lib/http';
import { twoFactorKey } from './two-factor-key';

/** Turning two-factor sign-in off, or new recovery codes: both ask for the password again. */
export function TwoFactorPasswordModal({
  purpose,
  onClose,
}: {
  purpose: 'disable' | 'codes' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Once new codes show, only "I saved them" closes: a stray click or Escape would lose them.
  const [locked, setLocked] = useState(false);
  const close = () => {
    setLocked(false);
    onClose();
  };
  const disable = purpose === 'disable';
  return (
    <Modal
      opened={purpose !== null}
      onClose={close}
      title={t(
        locked
          ? 'twoFactor.codes.title'
          : disable
            ? 'twoFactor.settings.disableTitle'
            : 'twoFactor.settings.newCodesTitle',
      )}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      withCloseButton={!locked}
    >
      {/* Mounted per opening: the password field starts empty each time. */}
      {purpose ? (
        <PasswordStep purpose={purpose} onCodes={() => setLocked(true)} onClose={close} />
      ) : null}
    </Modal>
  );
}

function PasswordStep({
  purpose,
  onCodes,
  onClose,
}: {
  purpose: 'disable' | 'codes';
  onCodes: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('twoFactor.errors.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = { password };
      if (purpose === 'disable') {
        await unwrap(api.POST('/auth/two-factor/disable', { body }));
        notifications.show({ color: 'green', message: t('twoFactor.settings.disabled') });
        onClose();
      } else {
        setCodes(
          (await unwrap(api.POST('/auth/two-factor/recovery-codes', { body }))).recoveryCodes,
        );
        onCodes();
      }
      void client.invalidateQueries({ queryKey: twoFactorKey });
    } catch (failure) {
      setError(twoFactorFailure(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  const disable = purpose === 'disable';
  return (
    <>
      {codes ? (
        <RecoveryCodesList codes={codes} onSaved={onClose} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t(
                disable
                  ? 'twoFactor.settings.disableExplain'
                  : 'twoFactor.settings.newCodesExplain',
              )}
            </Text>
            <PasswordInput
              label={t('twoFactor.settings.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
              autoComplete="current-password"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('twoFactor.cancel')}
              </Button>
              <Button type="submit" color={disable ? 'red.9' : undefined} loading={busy}>
                {t(disable ? 'twoFactor.settings.disable' : 'twoFactor.settings.newCodes')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
