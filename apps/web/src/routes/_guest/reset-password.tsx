import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults, text } from '../../lib/search-params';
import { ResetPasswordPage } from '../../modules/auth/recovery/reset-password-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults({ token: text({ min: 1, max: 200 }) }, {});

/** The page a password-reset mail links to. */
export const Route = createFileRoute('/_guest/reset-password')({
  ...search,
  component: ResetPasswordPage,
});
