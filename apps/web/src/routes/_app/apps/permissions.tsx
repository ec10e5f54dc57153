import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { roleNameMax } from '@beacon/contract/access-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault, orNone } from '../../../lib/search-params';
import { PermissionsPage } from '../../../modules/access/permissions/permissions-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(100)), ''),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: orDefault(
    z.pipe(z.coerce.number(), z.union([z.literal(10), z.literal(25), z.literal(50)])),
    10,
  ),
  // The API's `assignedTo`: a role name, any role someone made included.
  role: orNone(z.string().check(z.minLength(1), z.maxLength(roleNameMax))),
});

export const Route = createFileRoute('/_app/apps/permissions')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1, perPage: 10 })] },
  beforeLoad: () => requireAbility('read', 'Access'),
  component: PermissionsPage,
});
