import type { TableRow } from '@beacon/contract/datatables';
import type { TableRowStatus } from '@beacon/contract/datatables-values';

/** The statuses' light badges: Current primary, Professional success, Rejected danger… */
export const statusColor: Record<TableRowStatus, string> = {
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'cyan',
};

/** i18n key of a status name, under `datatables.status`. */
export const statusKey: Record<TableRowStatus, string> = {
  1: 'current',
  2: 'professional',
  3: 'rejected',
  4: 'resigned',
  5: 'applied',
};

export const isStatus = (value: number): value is TableRowStatus => value >= 1 && value <= 5;

/** "$23896.35" → 23896.35; the API sends text (kept for API compatibility). */
export const salaryValue = (salary: string): number => Number(salary.replace(/[^0-9.-]/g, '')) || 0;

/** "09/23/2016" (MM/DD/YYYY) → "2016-09-23", which sorts and compares as text. */
export function isoDate(startDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(startDate);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : startDate;
}

/** The value a client-side table sorts a column by. */
export function sortValue(row: TableRow, column: keyof TableRow): string | number {
  if (column === 'salary') return salaryValue(row.salary);
  if (column === 'start_date') return isoDate(row.start_date);
  if (column === 'age') return Number(row.age) || 0;
  if (column === 'experience') return parseInt(row.experience, 10) || 0;
  return row[column];
}

const rowKeys = [
  'responsive_id',
  'id',
  'avatar',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const satisfies readonly (keyof TableRow)[];

/** Narrows a column accessor (typed loosely by mantine-datatable) to a row field. */
export const isRowKey = (key: string): key is keyof TableRow =>
  rowKeys.some((field) => field === key);
