import { accessLevels } from '@beacon/contract/access-values';
import { type ApiModule, hasRows } from '../../lib/module';
import { datatablesRoutes } from './datatables.routes';
import { seedTableRows } from './datatables.seed';
import * as tables from './datatables.table';

/** The data tables' rows: paged, sorted, filtered and edited on the server. */
export const datatablesModule: ApiModule = {
  id: 'datatables',
  routes: () => datatablesRoutes(),
  tables,
  seed: {
    samples: ({ db, count: wanted }) => seedTableRows(db, { rows: wanted('tableRows') }),
    // The rows may all be deleted: such a table gets the samples back at the next start.
    seeded: (db) => hasRows(db, tables.tableRows),
    counts: ['tableRows'],
  },
  subjects: { DataTable: { manager: accessLevels } },
  audit: { table_rows: { subject: 'DataTable', owned: false } },
};
