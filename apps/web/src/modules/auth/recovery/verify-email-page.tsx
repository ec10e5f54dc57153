import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, refreshOnce, unwrap } from '../../../lib/http';
import { session } from '../../../lib/session';
import { AuthCard } from '../auth-card';
import { GuestLink } from '../guest-nav';
import { BadLinkAlert } from './bad-link-alert';
import { recoveryMessage, tokenRefusal } from './recovery-messages';

type State =
  | { kind: 'working' }
  | { kind: 'done'; email: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed' };

// One request per link, even when React runs the effect twice (development's strict mode): a
// second request would find the link already used.
const followed = new Map<string, Promise<{ email: string }>>();
const follow = (token: string) => {
  let request = followed.get(token);
  if (!request) {
    request = unwrap(api.POST('/auth/verify-email', { body: { token } }));
    followed.set(token, request);
  }
  return request;
};

/**
 * `/verify-email?token=…`: follows a confirmation link at once, for a new account or a changed
 * address. Open to the signed-in too: a changed address's link is followed by its account.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'refused', reason: 'recovery.link.invalid' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    follow(token).then(
      ({ email }) => {
        // A changed address: the signed-in session takes it now, not at its next refresh.
        if (session.isSignedIn()) void refreshOnce();
        if (live) setState({ kind: 'done', email });
      },
      (error: unknown) => {
        if (!live) return;
        const refused = tokenRefusal(error);
        setState(
          refused ? { kind: 'refused', reason: recoveryMessage(refused) } : { kind: 'failed' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const signedIn = session.isSignedIn();
  return (
    <AuthCard
      title={t('recovery.verify.title')}
      icon={<IconMailCheck size={24} color="var(--mantine-color-gray-6)" aria-hidden />}
    >
      <div role="status">
        {state.kind === 'working' ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text fz="sm">{t('recovery.verify.working')}</Text>
          </Group>
        ) : null}
        {state.kind === 'done' ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={t('recovery.verify.doneTitle')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('recovery.verify.done', { email: state.email })}
            </Text>
          </Alert>
        ) : null}
        {state.kind === 'failed' ? (
          <Alert color="red" variant="light" title={t('recovery.verify.failedTitle')}>
            <Text fz="sm">{t('recovery.verify.failed')}</Text>
          </Alert>
        ) : null}
      </div>
      {state.kind === 'refused' ? <BadLinkAlert reason={state.reason} /> : null}
      <Stack align="center">
        {signedIn ? (
          <Anchor href="/" fz="sm">
            {t('recovery.verify.toApp')}
          </Anchor>
        ) : (
          <GuestLink to="/login" fz="sm">
            {t('recovery.verify.toLogin')}
          </GuestLink>
        )}
      </Stack>
    </AuthCard>
  );
}
