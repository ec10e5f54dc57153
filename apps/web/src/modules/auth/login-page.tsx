import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { DemoAccountsAlert } from './demo-accounts-alert';
import { GuestLink } from './guest-nav';
import { LoginForm } from './login-form';

/** `/login`: demo accounts, the sign-in form, and the way to register. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <DemoAccountsAlert />
      <LoginForm redirect={redirect} />
      <Text ta="center" fz="sm">
        {t('auth.login.newHere')}{' '}
        <GuestLink to="/register" inherit>
          {t('auth.login.createAccount')}
        </GuestLink>
      </Text>
    </AuthCard>
  );
}
