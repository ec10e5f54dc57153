import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// The page is prerendered without the server's settings, so both values read as absent until
// hydration is done (the server snapshot) and only then as the browser has them: no mismatch.
const noChanges = () => () => undefined;
const absent = () => '';
/** The provider's name, which the server writes on <html> when it has one (data-oidc). */
const providerLabel = () => document.documentElement.dataset.oidc ?? '';
const returnedError = () => new URLSearchParams(window.location.search).get('oidcError') ?? '';

/**
 * The errors the login page has words for (the contract's `oidcErrorCodes`, which come with zod:
 * too much for /login's first paint); any other code gets the general one.
 */
const knownErrors = new Set([
  'provider',
  'expired',
  'state',
  'nonce',
  'unverified',
  'closed',
  'failed',
]);

/** The start of a sign-in with the provider: the API sends the browser on to it. */
export const oidcStartUrl = (redirect?: string) =>
  `/api/auth/oidc/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

/**
 * On the login page: why the last sign-in with the provider failed (`?oidcError=`), and the
 * "Sign in with <provider>" button when the server has one.
 */
export function OidcSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const label = useSyncExternalStore(noChanges, providerLabel, absent);
  const error = useSyncExternalStore(noChanges, returnedError, absent);
  if (!label && !error) return null;
  return (
    <Stack gap="md">
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('oidc.errors.title')}
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {t(`oidc.errors.${knownErrors.has(error) ? error : 'failed'}`)}
        </Alert>
      )}
      {label && (
        <Button
          component="a"
          href={oidcStartUrl(redirect)}
          variant="default"
          fullWidth
          leftSection={<IconKey size={18} aria-hidden />}
        >
          {t('oidc.signIn', { provider: label })}
        </Button>
      )}
    </Stack>
  );
}
