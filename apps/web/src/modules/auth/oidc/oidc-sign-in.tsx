import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { oidcErrorKey, oidcStartUrl } from './oidc-start';

// The page is prerendered without the server's settings, so both values read as absent until
// hydration is done (the server snapshot) and only then as the browser has them: no mismatch.
const noChanges = () => () => undefined;
const absent = () => '';
/** The provider's name, which the server writes on <html> when it has one (data-oidc). */
const providerLabel = () => document.documentElement.dataset.oidc ?? '';
const returnedError = () => new URLSearchParams(window.location.search).get('oidcError') ?? '';

/** Why the last sign-in with the provider failed; the build prerenders it for the small entry too. */
export function OidcError({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('oidc.errors.title')}
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      {t(oidcErrorKey(code))}
    </Alert>
  );
}

/** "Sign in with <provider>"; the build prerenders it for the small entry too. */
export function OidcButton({ label, redirect }: { label: string; redirect?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={oidcStartUrl(redirect)}
      variant="default"
      fullWidth
      leftSection={<IconKey size={18} aria-hidden />}
    >
      {t('oidc.signIn', { provider: label })}
    </Button>
  );
}

/**
 * On the login page: why the last sign-in with the provider failed (`?oidcError=`), and the
 * "Sign in with <provider>" button when the server has one.
 */
export function OidcSignIn({ redirect }: { redirect?: string }) {
  const label = useSyncExternalStore(noChanges, providerLabel, absent);
  const error = useSyncExternalStore(noChanges, returnedError, absent);
  if (!label && !error) return null;
  return (
    <Stack gap="md">
      {error && <OidcError code={error} />}
      {label && <OidcButton label={label} redirect={redirect} />}
    </Stack>
  );
}
