import { createFileRoute } from '@tanstack/react-router';
import { emailsListDefaults } from '@beacon/contract/email-values';
import { integer, searchWithDefaults, text } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { EmailPage } from '../../../modules/email/email-page';

const firstPage = emailsListDefaults.page;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
    /** The open mail: the reader shows it in place of the list. */
    mail: integer({ min: 1 }),
  },
  { q: emailsListDefaults.q },
);

type EmailRouteSearch = ReturnType<typeof search.validateSearch.parse>;

/**
 * The e-mail screen for all of its URLs (`/apps/email`, `/apps/email/$folder`,
 * `/apps/email/label/$label`): one page, so the sidebar, the search box and the composer stay put
 * while the view changes.
 */
export const Route = createFileRoute('/_app/apps/email')({
  validateSearch: search.validateSearch,
  search: {
    middlewares: [
      ...search.search.middlewares,
      // Page 1 stays out of the address bar, as a default would, unless a cursor comes with it:
      // there the number is what the page shows, and without it the page would have none.
      ({
        search: given,
        next,
      }: {
        search: EmailRouteSearch;
        next: (search: EmailRouteSearch) => EmailRouteSearch;
      }) => {
        const result = next(given);
        if (result.page !== firstPage || result.cursor !== undefined) return result;
        const rest = { ...result };
        delete rest.page;
        return rest;
      },
    ],
  },
  beforeLoad: () => requireAbility('read', 'Email'),
  component: EmailPage,
});
