// The data-tables module's fixed values without zod, for code that must stay small (the web app's
// route search schemas); datatables.ts re-exports all of this.

/** Table row statuses: 1 Current, 2 Professional, 3 Rejected, 4 Resigned, 5 Applied. */
export const tableRowStatuses = [1, 2, 3, 4, 5] as const;
export type TableRowStatus = (typeof tableRowStatuses)[number];
export const tableRowStatusNames: Record<TableRowStatus, string> = {
  1: 'Current',
  2: 'Professional',
  3: 'Rejected',
  4: 'Resigned',
  5: 'Applied',
};

/** Columns the server-side table sorts by (added to the kept API); `id` is the default. */
export const tableRowSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const;
export type TableRowSortColumn = (typeof tableRowSortColumns)[number];

/** The API's default page size; the server-side screen offers 7, 10, 25, 50, 75 and 100. */
export const tablePageSize = 10;
/** The server-side table's search when a client leaves a param out: by id, 10 a page. */
export const tableDataDefaults = {
  q: '',
  page: 1,
  perPage: tablePageSize,
  sort: 'asc',
  sortColumn: 'id',
} as const;
export const tablePageSizes = [7, 10, 25, 50, 75, 100] as const;
export const tablePageSizeMax = 100;
/** The most rows one generate call adds, and the most the table holds. */
export const tableGenerateMax = 10_000;
export const tableRowsMax = 20_000;
