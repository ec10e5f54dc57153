import { Alert, Text } from '@mantine/core';
import { IconLock, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { GuestLink } from './guest-nav';
import { registrationClosed } from './instance';
import { RegisterForm } from './register-form';

/**
 * `/register`: a new account, signed in and sent home on success. A server closed to sign-up
 * sends a browser asking for this page to the sign-in page; a link followed inside the app
 * lands here and is told so.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const closed = registrationClosed();
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={closed ? undefined : t('auth.register.subtitle')}
      icon={<IconRocket size={24} color="var(--mantine-color-blue-6)" aria-hidden />}
    >
      {closed ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock size={20} aria-hidden />}
          title={t('auth.register.closedTitle')}
        >
          {t('auth.register.closed')}
        </Alert>
      ) : (
        <RegisterForm />
      )}
      <Text ta="center" fz="sm">
        {t('auth.register.haveAccount')}{' '}
        <GuestLink to="/login" inherit>
          {t('auth.register.signInInstead')}
        </GuestLink>
      </Text>
    </AuthCard>
  );
}
