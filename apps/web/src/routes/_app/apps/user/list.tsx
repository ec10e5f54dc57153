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

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    sort: oneOf(['asc', 'desc']),
    sortColumn: oneOf(userSortColumns),
    role: oneOf(userRoles),
    currentPlan: oneOf(userPlans),
    status: oneOf(userStatuses),
  },
  usersListDefaults,
);

export const Route = createFileRoute('/_app/apps/user/list')({
  ...search,
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
