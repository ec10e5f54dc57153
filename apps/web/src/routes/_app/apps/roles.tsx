import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { roleNameMax } from '@beacon/contract/access-values';
import { userPlans } from '@beacon/contract/users-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault, orNone } from '../../../lib/search-params';
import { RolesPage } from '../../../modules/access/roles/roles-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
// The params are those of the "Total users with their roles" table under the role cards.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(100)), ''),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  role: orNone(z.string().check(z.minLength(1), z.maxLength(roleNameMax))),
  currentPlan: orNone(z.enum(userPlans)),
});

export const Route = createFileRoute('/_app/apps/roles')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Access'),
  component: RolesPage,
});
