import { createFileRoute } from '@tanstack/react-router';
import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  usersListDefaults,
} from '@beacon/contract/users-values';
import { integer, numberOf, oneOf, searchWithDefaults, text } from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { UsersListPage } from '../../../../modules/users/users-list-page';
import { usersCountQuery, usersListQuery } from '../../../../modules/users/users.queries';

const { page: firstPage, ...listDefaults } = usersListDefaults;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    sort: oneOf(['asc', 'desc']),
    sortColumn: oneOf(userSortColumns),
    role: oneOf(userRoles),
    currentPlan: oneOf(userPlans),
    status: oneOf(userStatuses),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  listDefaults,
);

type UsersSearch = ReturnType<typeof search.validateSearch.parse>;

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: search.validateSearch,
  search: {
    middlewares: [
      ...search.search.middlewares,
      // Page 1 stays out of the address bar, as a default would, unless a cursor comes with it:
      // there the number is what the page shows, and without it the page would have none.
      ({ search, next }: { search: UsersSearch; next: (search: UsersSearch) => UsersSearch }) => {
        const result = next(search);
        if (result.page !== firstPage || result.cursor !== undefined) return result;
        const shown = { ...result };
        delete shown.page;
        return shown;
      },
    ],
  },
  beforeLoad: () => requireAbility('read', 'User'),
  loaderDeps: ({ search }) => search,
  // The rows and the counts are asked for while the page's code loads, not once it has drawn: a
  // row is the page's largest paint. Not awaited: the page's queries (the same keys) take them.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersListQuery(deps));
    for (const status of [undefined, ...userStatuses])
      void context.queryClient.prefetchQuery(usersCountQuery(status));
  },
  component: UsersListPage,
});
