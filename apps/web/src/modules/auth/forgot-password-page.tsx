import { Group, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { GuestLink } from './guest-nav';

/** `/forgot-password`: mails a reset link to the address, if an account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  // The arrow points back, towards the start of the line: left in LTR, right in RTL.
  const Back = useDirection().dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      icon={<IconLock size={24} color="var(--mantine-color-gray-6)" aria-hidden />}
    >
      <ForgotPasswordForm />
      <Group justify="center">
        <GuestLink to="/login" fz="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <Back size={16} aria-hidden />
            {t('auth.forgot.backToLogin')}
          </Group>
        </GuestLink>
      </Group>
    </AuthCard>
  );
}
