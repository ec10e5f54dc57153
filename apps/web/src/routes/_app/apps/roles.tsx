import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { roleNameMax } from '@beacon/contract/access-values';
import { userPlans } from '@beacon/contract/users-values';
import { requireAbility } from '../../../lib/guard';
import { integer, oneOf, orDefault, searchOf, text } from '../../../lib/search-params';
import { RolesPage } from '../../../modules/access/roles/roles-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
// The params are those of the "Total users with their roles" table under the role cards.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  role: text({ min: 1, max: roleNameMax }),
  currentPlan: oneOf(userPlans),
});

export const Route = createFileRoute('/_app/apps/roles')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Access'),
  component: RolesPage,
});
