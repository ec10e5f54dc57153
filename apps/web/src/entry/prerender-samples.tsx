import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { SentNotice } from '../modules/auth/forgot-password-form';
import { OidcButton, OidcError } from '../modules/auth/oidc/oidc-sign-in';
import { PasskeyButton } from '../modules/auth/passkeys/passkey-sign-in';
import { PasswordField } from '../modules/auth/password-field';

/**
 * Mantine's markup for what the small sign-in entry adds to a prerendered page (guest-lite/): a
 * field with an error, a shown password's icon, the busy button, a failure, the passkey and provider buttons, the provider's error and the reset link's
 * confirmation. Rendered by React at build time, so the entry copies Mantine's classes and
 * attributes instead of guessing them; each sample is the element `data-sample` holds.
 */
export function Samples() {
  return (
    <>
      <div data-sample="text">
        <TextInput label="x" error="!" />
      </div>
      <div data-sample="password">
        <PasswordField label="x" error="!" />
      </div>
      <div data-sample="shown">
        <PasswordField label="x" visible onVisibilityChange={() => undefined} />
      </div>
      <div data-sample="checkbox">
        <Checkbox label="x" error="!" />
      </div>
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
      <div data-sample="passkey">
        <PasskeyButton busy={false} />
      </div>
      <div data-sample="oidc">
        <Stack gap="md">
          <OidcError code="failed" />
          <OidcButton label="@" />
        </Stack>
      </div>
      <div data-sample="sent">
        <SentNotice email="@" />
      </div>
    </>
  );
}
