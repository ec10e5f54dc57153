import type { TableRow } from '@beacon/contract/datatables';
import { useMemo, useState } from 'react';
import { filterRows, sortRows, type ClientSort } from './client-rows';

/**
 * Search, sort and paging of a table that holds every row in the browser. A new search, order or
 * page size starts again at page 1.
 */
export function useClientTable(rows: readonly TableRow[] | undefined, initialPerPage = 10) {
  const [q, setQ] = useState('');
  const [sort, setSortState] = useState<ClientSort>({ column: 'id', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);

  const shown = useMemo(() => sortRows(filterRows(rows ?? [], q), sort), [rows, q, sort]);
  const lastPage = Math.max(1, Math.ceil(shown.length / perPage));
  // Rows deleted or a narrower search: stay on the last page that exists.
  const current = Math.min(page, lastPage);
  const pageRows = shown.slice((current - 1) * perPage, current * perPage);

  return {
    q,
    setQ: (next: string) => {
      setQ(next);
      setPage(1);
    },
    sort,
    setSort: (next: ClientSort) => {
      setSortState(next);
      setPage(1);
    },
    page: current,
    setPage,
    perPage,
    setPerPage: (next: number) => {
      setPerPageState(next);
      setPage(1);
    },
    /** Every row that matches the search, in the table's order (all pages). */
    shown,
    pageRows,
  };
}
