import type { TableRow } from '@beacon/contract/datatables';
import { type ReactNode, useCallback } from 'react';
import { useFormats } from '../../lib/format';
import { salaryValue } from './table-row-values';

/**
 * A row's field as a table shows it. The API writes dates and salaries the American way
 * ("09/23/2016", "$23896.35"): they are written in the UI's language instead, the salary isolated
 * left to right (in Arabic its "US$" would split off in a right-to-left line), as is an e-mail
 * address.
 */
export function useRowValue(): (row: TableRow, field: keyof TableRow) => ReactNode {
  const { day, money } = useFormats();
  return useCallback(
    (row: TableRow, field: keyof TableRow): ReactNode => {
      if (field === 'start_date') return day(row.start_date);
      if (field === 'salary') return <bdi dir="ltr">{money(salaryValue(row.salary))}</bdi>;
      if (field === 'email') return <bdi dir="ltr">{row.email}</bdi>;
      return row[field];
    },
    [day, money],
  );
}
