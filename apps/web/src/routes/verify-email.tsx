import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults, text } from '../lib/search-params';
import { GuestLayout } from '../modules/auth/guest-layout';
import { VerifyEmailPage } from '../modules/auth/recovery/verify-email-page';
import { RouterGuestNav } from '../modules/auth/router-guest-nav';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ token: text({ min: 1, max: 200 }) }, {});

/**
 * The page a confirmation mail links to. Not under `_guest`, which sends the signed-in home: the
 * link of a changed address is followed by someone signed in.
 */
export const Route = createFileRoute('/verify-email')({
  ...search,
  component: function VerifyEmail() {
    const { token = '' } = Route.useSearch();
    return (
      <RouterGuestNav>
        <GuestLayout>
          <VerifyEmailPage token={token} />
        </GuestLayout>
      </RouterGuestNav>
    );
  },
});
