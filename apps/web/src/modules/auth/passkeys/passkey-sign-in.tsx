import { Alert, Button, Stack } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unwrap } from '../../../lib/http';
import { useGuestNav } from '../guest-nav';
import type { PasskeySignInCalls } from './passkey-ceremony';
import { useReportFailure } from '../use-report-failure';

const noChanges = () => () => undefined;
// The page is prerendered: the button appears once hydrated, where the browser can use it.
const supported = () => typeof window.PublicKeyCredential === 'function';
const unknown = () => false;

const calls: PasskeySignInCalls = {
  options: () => unwrap(api.POST('/auth/passkeys/authentication-options')),
  signIn: (body) => unwrap(api.POST('/auth/passkeys/sign-in', { body })),
  refusedFields: (error) =>
    error instanceof ApiError && error.status === 400 ? Object.keys(error.fields ?? {}) : null,
};

/** The button alone, which the build also prerenders for the small sign-in entry to show. */
export function PasskeyButton({ busy, onClick }: { busy: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      fullWidth
      loading={busy}
      onClick={onClick}
      data-passkey-sign-in=""
      leftSection={<IconFingerprint size={18} aria-hidden />}
    >
      {t('passkeySignIn.button')}
    </Button>
  );
}

/** "Sign in with a passkey": the browser offers the passkeys it holds for this site. */
export function PasskeySignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const nav = useGuestNav();
  const reportFailure = useReportFailure();
  const available = useSyncExternalStore(noChanges, supported, unknown);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    nav.prepare();
    try {
      const { signInWithPasskey } = await import('./passkey-ceremony');
      const result = await signInWithPasskey(calls);
      if ('reply' in result) await nav.complete(result.reply, redirect);
      else if ('problemKey' in result) setProblem(t(result.problemKey));
      else throw result.error;
    } catch (error) {
      reportFailure(error, {
        fields: [],
        setFieldError: () => undefined,
        titleKey: 'auth.errors.signInFailed',
      });
    } finally {
      setBusy(false);
    }
  };

  // Pressed on the small entry's page, which this one replaced (entry/guest-lite/handover.ts).
  useEffect(() => {
    if (window.beaconHandover?.action !== 'passkey') return;
    const press = setTimeout(() => {
      if (window.beaconHandover) window.beaconHandover.action = undefined;
      void signIn();
    });
    return () => clearTimeout(press);
    // Once, on mount: the press it stands for happened before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!available) return null;

  return (
    <Stack gap="xs">
      <PasskeyButton busy={busy} onClick={() => void signIn()} />
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
