import { Stack } from '@mantine/core';
import { OidcSection } from './security/oidc-section';
import { PasskeysSection } from './security/passkeys-section';
import { SessionsSection } from './security/sessions-section';
import { TwoFactorSection } from './security/two-factor-section';

/** How the account proves who it is, and where it is signed in: each a card of its own. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <TwoFactorSection />
      <PasskeysSection />
      <OidcSection />
      <SessionsSection />
    </Stack>
  );
}
