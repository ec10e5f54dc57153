import type { TableRow } from '@beacon/contract/datatables';
import { sortValue } from '../table-row-values';

export interface ClientSort {
  column: keyof TableRow;
  direction: 'asc' | 'desc';
}

const searched = ['full_name', 'post', 'email', 'city', 'age', 'salary', 'start_date'] as const;

/** The rows whose name, post, e-mail, city, age, salary or start date contains `q` (any case). */
export function filterRows(rows: readonly TableRow[], q: string): TableRow[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    searched.some((column) => row[column].toLowerCase().includes(needle)),
  );
}

/** A sorted copy (ties keep the id order), comparing numbers, dates and text as a reader would. */
export function sortRows(rows: readonly TableRow[], sort: ClientSort): TableRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.column);
    const y = sortValue(b, sort.column);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { sensitivity: 'base' });
    return order * sign || a.id - b.id;
  });
}
