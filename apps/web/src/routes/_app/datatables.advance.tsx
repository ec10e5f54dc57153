import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tablePageSizes, tableRowSortColumns } from '@beacon/contract/datatables-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../lib/guard';
import { orDefault } from '../../lib/search-params';
import { AdvancePage } from '../../modules/datatables/advance/advance-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(100)), ''),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  // 7 by default, as the original's server-side table asks (REFERENCE §3.9).
  perPage: orDefault(
    z.pipe(
      z.coerce.number(),
      z.number().check(z.refine((size) => tablePageSizes.some((allowed) => allowed === size))),
    ),
    7,
  ),
  sort: orDefault(z.enum(['asc', 'desc']), 'asc'),
  sortColumn: orDefault(z.enum(tableRowSortColumns), 'id'),
});

export const Route = createFileRoute('/_app/datatables/advance')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [stripSearchParams({ q: '', page: 1, perPage: 7, sort: 'asc', sortColumn: 'id' })],
  },
  beforeLoad: () => requireAbility('read', 'DataTable'),
  component: AdvancePage,
});
