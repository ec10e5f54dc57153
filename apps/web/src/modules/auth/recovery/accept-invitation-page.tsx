import { Group, Loader, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/http';
import { AuthCard } from '../auth-card';
import { GuestLink } from '../guest-nav';
import { AcceptInvitationForm } from './accept-invitation-form';
import { BadLinkAlert } from './bad-link-alert';
import { recoveryMessage, tokenRefusal } from './recovery-messages';

const route = getRouteApi('/_guest/accept-invitation');

/** `/accept-invitation?token=…`: who is invited, in which role, and the form that signs them up. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = route.useSearch();
  const [badLink, setBadLink] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/auth/invitation', { params: { query: { token } }, signal })),
    enabled: token !== '',
    retry: false,
  });
  const refused = invitation.error ? tokenRefusal(invitation.error) : null;
  const reason =
    badLink ??
    (token === '' ? 'recovery.accept.invalid' : refused ? recoveryMessage(refused) : null);

  return (
    <AuthCard
      title={t('recovery.accept.title')}
      subtitle={
        invitation.data && !reason ? t('recovery.accept.subtitle', invitation.data) : undefined
      }
      icon={<IconUserPlus size={24} color="var(--mantine-color-blue-6)" aria-hidden />}
    >
      {reason ? <BadLinkAlert reason={reason} /> : null}
      {!reason && invitation.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text fz="sm">{t('recovery.accept.loading')}</Text>
        </Group>
      ) : null}
      {!reason && invitation.isError ? (
        <Text fz="sm" c="red" role="alert">
          {t('recovery.accept.loadFailed')}
        </Text>
      ) : null}
      {!reason && invitation.data ? (
        <AcceptInvitationForm token={token} onBadLink={setBadLink} />
      ) : null}
      <Group justify="center">
        <GuestLink to="/login" fz="sm">
          {t('auth.register.signInInstead')}
        </GuestLink>
      </Group>
    </AuthCard>
  );
}
