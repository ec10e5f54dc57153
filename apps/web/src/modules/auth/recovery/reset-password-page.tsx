import { Group } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../auth-card';
import { GuestLink } from '../guest-nav';
import { BadLinkAlert } from './bad-link-alert';
import { ResetPasswordForm } from './reset-password-form';

const route = getRouteApi('/_guest/reset-password');

/** `/reset-password?token=…`: the page a reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = route.useSearch();
  const [badLink, setBadLink] = useState<string | null>(token ? null : 'recovery.link.invalid');
  return (
    <AuthCard
      title={t('recovery.reset.title')}
      subtitle={badLink ? undefined : t('recovery.reset.subtitle')}
      icon={<IconKey size={24} color="var(--mantine-color-gray-6)" aria-hidden />}
    >
      {badLink ? (
        <BadLinkAlert
          reason={badLink}
          again={{ to: '/forgot-password', labelKey: 'recovery.reset.askAgain' }}
        />
      ) : (
        <ResetPasswordForm token={token} onBadLink={setBadLink} />
      )}
      <Group justify="center">
        <GuestLink to="/login" fz="sm">
          {t('auth.forgot.backToLogin')}
        </GuestLink>
      </Group>
    </AuthCard>
  );
}
