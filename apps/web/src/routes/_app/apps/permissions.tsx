import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { roleNameMax } from '@beacon/contract/access-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, orDefault, searchOf, text } from '../../../lib/search-params';
import { PermissionsPage } from '../../../modules/access/permissions/permissions-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  perPage: orDefault(numberOf([10, 25, 50]), 10),
  // The API's `assignedTo`: a role name, any role someone made included.
  role: text({ min: 1, max: roleNameMax }),
});

export const Route = createFileRoute('/_app/apps/permissions')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1, perPage: 10 })] },
  beforeLoad: () => requireAbility('read', 'Access'),
  component: PermissionsPage,
});
