import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { integer, orDefault, searchOf, text } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { EmailPage } from '../../../modules/email/email-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  /** The open mail: the reader shows it in place of the list. */
  mail: integer({ min: 1 }),
});

/**
 * The e-mail screen for all of its URLs (`/apps/email`, `/apps/email/$folder`,
 * `/apps/email/label/$label`): one page, so the sidebar, the search box and the composer stay put
 * while the view changes.
 */
export const Route = createFileRoute('/_app/apps/email')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Email'),
  component: EmailPage,
});
