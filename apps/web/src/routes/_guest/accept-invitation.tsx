import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults, text } from '../../lib/search-params';
import { AcceptInvitationPage } from '../../modules/auth/recovery/accept-invitation-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ token: text({ min: 1, max: 200 }) }, {});

/** The page an invitation mail links to. */
export const Route = createFileRoute('/_guest/accept-invitation')({
  ...search,
  component: AcceptInvitationPage,
});
