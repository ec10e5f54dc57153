import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import type { GuestPath } from '../modules/auth/guest-nav';
import { SentNotice } from '../modules/auth/forgot-password-form';
import { OidcButton, OidcError } from '../modules/auth/oidc/oidc-sign-in';
import { PasskeyButton } from '../modules/auth/passkeys/passkey-sign-in';
import { PasswordField } from '../modules/auth/password-field';

/**
 * Mantine's markup for what the small sign-in entry adds to a prerendered page (guest-lite/): a
 * field with an error, a shown password's icon, the busy button, a failure, the passkey and provider buttons, the provider's error and the reset link's
 * confirmation. Rendered by React at build time, so the entry copies Mantine's classes and
 * attributes instead of guessing them; each sample is the element `data-sample` holds. A page
 * gets those it can use (all of them without `path`).
 */
export function Samples({ path }: { path?: GuestPath }) {
  const on = (...paths: GuestPath[]) => !path || paths.includes(path);
  return (
    <>
      <div data-sample="text">
        <TextInput label="x" error="!" />
      </div>
      {on('/login', '/register') && (
        <>
          <div data-sample="password">
            <PasswordField label="x" error="!" />
          </div>
          <div data-sample="shown">
            <PasswordField label="x" visible onVisibilityChange={() => undefined} />
          </div>
        </>
      )}
      {on('/register') && (
        <div data-sample="checkbox">
          <Checkbox label="x" error="!" />
        </div>
      )}
      <div data-sample="busy">
        <Button type="submit" fullWidth loading>
          x
        </Button>
      </div>
      <div data-sample="alert">
        <Alert color="red" variant="light" role="alert" p="xs">
          !
        </Alert>
      </div>
      {on('/login') && (
        <>
          <div data-sample="passkey">
            <PasskeyButton busy={false} />
          </div>
          <div data-sample="oidc">
            <Stack gap="md">
              <OidcError code="failed" />
              <OidcButton label="@" />
            </Stack>
          </div>
        </>
      )}
      {on('/forgot-password') && (
        <div data-sample="sent">
          <SentNotice email="@" />
        </div>
      )}
    </>
  );
}
