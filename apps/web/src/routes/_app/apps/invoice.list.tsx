import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoiceSortColumns, invoiceStatusParams } from '@beacon/contract/invoice-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault, orNone } from '../../../lib/search-params';
import { InvoiceListPage } from '../../../modules/invoice/list/invoice-list-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(100)), ''),
  // Lower case, as the API takes it (REFERENCE §3.5); an unknown status is dropped.
  status: orNone(z.string().check(z.refine((status) => invoiceStatusParams.includes(status)))),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: orDefault(
    z.pipe(z.coerce.number(), z.union([z.literal(10), z.literal(25), z.literal(50)])),
    10,
  ),
  // Newest first, as the original's first request (sort desc by id).
  sort: orDefault(z.enum(['asc', 'desc']), 'desc'),
  sortColumn: orDefault(z.enum(invoiceSortColumns), 'id'),
});

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [
      stripSearchParams({ q: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' }),
    ],
  },
  beforeLoad: () => requireAbility('read', 'Invoice'),
  component: InvoiceListPage,
});
