import { createFileRoute } from '@tanstack/react-router';
import { roleNameMax } from '@beacon/contract/access-values';
import { userPlans } from '@beacon/contract/users-values';
import { requireAbility } from '../../../lib/guard';
import { integer, oneOf, searchWithDefaults, text } from '../../../lib/search-params';
import { RolesPage } from '../../../modules/access/roles/roles-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
// The params are those of the "Total users with their roles" table under the role cards.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    page: integer({ min: 1 }),
    role: text({ min: 1, max: roleNameMax }),
    currentPlan: oneOf(userPlans),
  },
  { q: '', page: 1 },
);

export const Route = createFileRoute('/_app/apps/roles')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Access'),
  component: RolesPage,
});
