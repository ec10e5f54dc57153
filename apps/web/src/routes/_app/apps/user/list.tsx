import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { userPlans, userRoles, userSortColumns, userStatuses } from '@beacon/contract/users-values';
import { integer, numberOf, oneOf, orDefault, searchOf, text } from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { UsersListPage } from '../../../../modules/users/users-list-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  perPage: orDefault(numberOf([10, 25, 50]), 10),
  // Newest first, as the original's first request (sort desc by id).
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
  component: UsersListPage,
});
