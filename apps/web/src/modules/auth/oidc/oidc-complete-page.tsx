import { Alert, Center, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/http';
import { AuthCard } from '../auth-card';
import { GuestLink, useGuestNav } from '../guest-nav';
import { keepPendingSignIn } from '../two-factor/pending-challenge';

/** The handoff the API put in the address's fragment, which never reaches a server log. */
function takeHandoff(): string {
  const handoff = new URLSearchParams(window.location.hash.slice(1)).get('handoff') ?? '';
  // Out of the address bar and the history: it is single-use, but nobody needs to see it.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return handoff;
}

/**
 * `/login/oidc`: where the provider's sign-in lands. It trades the handoff for a session, then
 * goes on as the password form does; a used or expired handoff says so, with the way back.
 */
export function OidcCompletePage() {
  const { t } = useTranslation();
  const nav = useGuestNav();
  const [failed, setFailed] = useState(false);
  // StrictMode runs effects twice; the handoff works once, so it is posted once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const handoff = takeHandoff();
    const reply = handoff
      ? unwrap(api.POST('/api/auth/oidc/complete', { body: { handoff } }))
      : Promise.reject(new Error('no handoff in the address'));
    reply
      .then(({ redirect: to, ...outcome }) => {
        const redirect = to === '/' ? undefined : to;
        if ('challenge' in outcome) {
          // The account owes a second factor first: the same page as after a password.
          keepPendingSignIn({ ...outcome, ...(redirect ? { redirect } : {}) });
          nav.go('/two-step');
          return;
        }
        return nav.complete(outcome, redirect);
      })
      .catch(() => setFailed(true));
  }, [nav]);

  return (
    <AuthCard
      title={t('oidc.complete.title')}
      icon={<IconKey size={24} color="var(--mantine-color-gray-6)" aria-hidden />}
    >
      {failed ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {t('oidc.complete.failed')}
          </Alert>
          <Group justify="center">
            <GuestLink to="/login" fz="sm">
              {t('oidc.complete.backToLogin')}
            </GuestLink>
          </Group>
        </Stack>
      ) : (
        <Center py="md" role="status" aria-live="polite">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            {t('oidc.complete.signingIn')}
          </Group>
        </Center>
      )}
    </AuthCard>
  );
}
