import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tablePageSizes, tableRowSortColumns } from '@beacon/contract/datatables-values';
import { requireAbility } from '../../lib/guard';
import { integer, numberOf, oneOf, orDefault, searchOf, text } from '../../lib/search-params';
import { AdvancePage } from '../../modules/datatables/advance/advance-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  page: orDefault(integer({ min: 1 }), 1),
  // 7 by default: the server-side table's first page size. A plain number in the page's
  // search type.
  perPage: orDefault(numberOf<number>(tablePageSizes), 7),
  sort: orDefault(oneOf(['asc', 'desc']), 'asc'),
  sortColumn: orDefault(oneOf(tableRowSortColumns), 'id'),
});

export const Route = createFileRoute('/_app/datatables/advance')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [stripSearchParams({ q: '', page: 1, perPage: 7, sort: 'asc', sortColumn: 'id' })],
  },
  beforeLoad: () => requireAbility('read', 'DataTable'),
  component: AdvancePage,
});
