import { describe, expect, it } from 'vitest';
import { tableRow } from '../test-rows';
import { filterRows, sortRows } from './client-rows';

const rows = [
  tableRow(1, { full_name: 'Korrie O’Crevy', salary: '$900.00', start_date: '01/05/2019' }),
  tableRow(2, { full_name: 'bailie Coulman', salary: '$10000.00', start_date: '12/31/2015' }),
  tableRow(3, { full_name: 'Ann Lee', salary: '$2500.10', start_date: '06/15/2017', city: 'Oslo' }),
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('client-side rows', () => {
  it('searches name, post, e-mail, city, salary and date in any case', () => {
    expect(ids(filterRows(rows, 'ANN'))).toEqual([3]);
    expect(ids(filterRows(rows, 'oslo'))).toEqual([3]);
    expect(ids(filterRows(rows, '2015'))).toEqual([2]);
    expect(ids(filterRows(rows, '  '))).toEqual([1, 2, 3]);
  });

  it('sorts salaries as amounts and dates as days, either way', () => {
    expect(ids(sortRows(rows, { column: 'salary', direction: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(sortRows(rows, { column: 'start_date', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(sortRows(rows, { column: 'full_name', direction: 'asc' }))).toEqual([3, 2, 1]);
  });
});
