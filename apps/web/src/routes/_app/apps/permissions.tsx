import { createFileRoute } from '@tanstack/react-router';
import { permissionsPageSize, roleNameMax } from '@beacon/contract/access-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, searchWithDefaults, text } from '../../../lib/search-params';
import { PermissionsPage } from '../../../modules/access/permissions/permissions-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    // The API's `assignedTo`: a role name, any role someone made included.
    role: text({ min: 1, max: roleNameMax }),
  },
  { q: '', page: 1, perPage: permissionsPageSize },
);

export const Route = createFileRoute('/_app/apps/permissions')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Access'),
  component: PermissionsPage,
});
