import type { TableRow } from '@beacon/contract/datatables';
import type { tableRows } from './datatables.table';

export type StoredRow = typeof tableRows.$inferSelect;
type SearchedFields = Pick<
  StoredRow,
  'fullName' | 'post' | 'email' | 'age' | 'salary' | 'startDate'
>;

/** `2016-09-23` → `09/23/2016`: the display form kept for API compatibility, which `q` matches. */
export function usDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** `$23896.35`: no thousands separator, kept for API compatibility. */
export const salaryText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * What `q` matches, lower-cased once. Joined with chr(31), which no one types, so a search never
 * matches across the end of one field and the start of the next.
 */
export const searchText = (row: SearchedFields) =>
  [
    row.fullName,
    row.post,
    row.email,
    row.age === null ? '' : String(row.age),
    salaryText(row.salary),
    usDate(row.startDate),
  ]
    .join('\u001f')
    .toLowerCase();

export const toTableRow = (row: Omit<StoredRow, 'search'>): TableRow => ({
  responsive_id: '',
  id: row.id,
  avatar: row.avatar,
  full_name: row.fullName,
  post: row.post,
  email: row.email,
  city: row.city,
  start_date: usDate(row.startDate),
  salary: salaryText(row.salary),
  age: row.age === null ? '' : String(row.age),
  experience: row.experience,
  status: row.status,
});
