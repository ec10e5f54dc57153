import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  userPlanSchema,
  userRoleSchema,
  userSortColumns,
  userStatusSchema,
} from '@beacon/contract/users';
import { z } from 'zod';
import { requireAbility } from '../../../../lib/guard';
import { UsersListPage } from '../../../../modules/users/users-list-page';

// A hand-edited or stale link falls back to the default of each bad value instead of failing.
const searchSchema = z.object({
  q: z.string().max(100).catch('').default(''),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  perPage: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(25), z.literal(50)]))
    .catch(10)
    .default(10),
  // Newest first, as the original's first request (sort desc by id).
  sort: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  sortColumn: z.enum(userSortColumns).catch('id').default('id'),
  role: userRoleSchema.optional().catch(undefined),
  currentPlan: userPlanSchema.optional().catch(undefined),
  status: userStatusSchema.optional().catch(undefined),
});

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [
      stripSearchParams({ q: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' }),
    ],
  },
  beforeLoad: () => requireAbility('read', 'User'),
  component: UsersListPage,
});
