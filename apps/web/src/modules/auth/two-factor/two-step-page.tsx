import { Alert, Group } from '@mantine/core';
import type { LoginReply } from '@beacon/contract/auth';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../auth-card';
import { GuestLink, useGuestNav } from '../guest-nav';
import { forgetPendingSignIn, pendingSignIn } from './pending-challenge';
import { TwoStepCodeForm } from './two-step-code-form';
import { TwoStepSetup } from './two-step-setup';

/** `/two-step`: the second step of a sign-in, a code (or a recovery code), or setting one up. */
export function TwoStepPage() {
  const { t } = useTranslation();
  const nav = useGuestNav();
  const [pending] = useState(pendingSignIn);
  const [expired, setExpired] = useState(false);

  const complete = async (reply: LoginReply) => {
    forgetPendingSignIn();
    await nav.complete(reply, pending?.redirect);
  };
  const onExpired = () => {
    forgetPendingSignIn();
    setExpired(true);
  };

  const setup = pending?.twoFactor === 'setup';
  return (
    <AuthCard
      title={t(setup ? 'twoFactor.signIn.setupTitle' : 'twoFactor.signIn.title')}
      subtitle={
        pending && !expired
          ? t(setup ? 'twoFactor.signIn.setupSubtitle' : 'twoFactor.signIn.subtitle')
          : undefined
      }
      icon={<IconShieldLock size={24} color="var(--mantine-color-blue-6)" aria-hidden />}
    >
      {!pending || expired ? (
        <Alert color="yellow" role="alert">
          {t('twoFactor.errors.challengeExpired')}
        </Alert>
      ) : setup ? (
        <TwoStepSetup challenge={pending.challenge} onDone={complete} onExpired={onExpired} />
      ) : (
        <TwoStepCodeForm challenge={pending.challenge} onDone={complete} onExpired={onExpired} />
      )}
      <Group justify="center">
        <GuestLink to="/login" fz="sm">
          {t('twoFactor.signIn.backToLogin')}
        </GuestLink>
      </Group>
    </AuthCard>
  );
}
