import { createFileRoute } from '@tanstack/react-router';
import { emailsListDefaults } from '@beacon/contract/email-values';
import { integer, searchWithDefaults, text } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { EmailPage } from '../../../modules/email/email-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    page: integer({ min: 1 }),
    /** The open mail: the reader shows it in place of the list. */
    mail: integer({ min: 1 }),
  },
  emailsListDefaults,
);

/**
 * The e-mail screen for all of its URLs (`/apps/email`, `/apps/email/$folder`,
 * `/apps/email/label/$label`): one page, so the sidebar, the search box and the composer stay put
 * while the view changes.
 */
export const Route = createFileRoute('/_app/apps/email')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Email'),
  component: EmailPage,
});
