import { createFileRoute } from '@tanstack/react-router';
import {
  tableDataDefaults,
  tablePageSizes,
  tableRowSortColumns,
} from '@beacon/contract/datatables-values';
import { requireAbility } from '../../lib/guard';
import { integer, numberOf, oneOf, searchWithDefaults, text } from '../../lib/search-params';
import { AdvancePage } from '../../modules/datatables/advance/advance-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    page: integer({ min: 1 }),
    // A plain number in the page's search type.
    perPage: numberOf<number>(tablePageSizes),
    sort: oneOf(['asc', 'desc']),
    sortColumn: oneOf(tableRowSortColumns),
  },
  // The server-side table starts at 7 rows, a size its menu offers. It always sends its size:
  // the API's default page size is for clients that send none.
  { ...tableDataDefaults, perPage: 7 },
);

export const Route = createFileRoute('/_app/datatables/advance')({
  ...search,
  beforeLoad: () => requireAbility('read', 'DataTable'),
  component: AdvancePage,
});
