import { Text } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { DemoAccountsAlert } from './demo-accounts-alert';
import { GuestLink } from './guest-nav';
import { instanceClasses } from './instance';
import { LoginForm } from './login-form';
import { OidcSignIn } from './oidc/oidc-sign-in';
import { PasskeySignIn } from './passkeys/passkey-sign-in';

/** `/login`: demo accounts (a demo's), the sign-in form, and the way to register (when open). */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      icon={<IconHandStop size={24} color="var(--mantine-color-yellow-6)" aria-hidden />}
    >
      <div className={instanceClasses.demoOnly}>
        <DemoAccountsAlert />
      </div>
      <LoginForm redirect={redirect} />
      <PasskeySignIn redirect={redirect} />
      <OidcSignIn redirect={redirect} />
      <Text ta="center" fz="sm" className={instanceClasses.registrationOnly}>
        {t('auth.login.newHere')}{' '}
        <GuestLink to="/register" inherit>
          {t('auth.login.createAccount')}
        </GuestLink>
      </Text>
      <Text ta="center" fz="sm" className={instanceClasses.inviteOnly}>
        {t('recovery.login.byInvitation')}
      </Text>
    </AuthCard>
  );
}
