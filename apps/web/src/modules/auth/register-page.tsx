import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { GuestLink } from './guest-nav';
import { RegisterForm } from './register-form';

/** `/register`: a new account, signed in and sent home on success. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
      <Text ta="center" fz="sm">
        {t('auth.register.haveAccount')}{' '}
        <GuestLink to="/login" inherit>
          {t('auth.register.signInInstead')}
        </GuestLink>
      </Text>
    </AuthCard>
  );
}
