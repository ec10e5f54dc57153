import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { userPlans, userRoles, userSortColumns, userStatuses } from '@beacon/contract/users-values';
import { integer, numberOf, oneOf, orDefault, searchOf, text } from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { UsersListPage } from '../../../../modules/users/users-list-page';
import { usersCountQuery, usersListQuery } from '../../../../modules/users/users.queries';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  perPage: orDefault(numberOf([10, 25, 50]), 10),
  // Newest first (sort desc by id).
  sort: orDefault(oneOf(['asc', 'desc']), 'desc'),
  sortColumn: orDefault(oneOf(userSortColumns), 'id'),
  role: oneOf(userRoles),
  currentPlan: oneOf(userPlans),
  status: oneOf(userStatuses),
});

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [
      stripSearchParams({ q: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' }),
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
