import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableDataReply, TableRow, TableRowBodyInput } from '@beacon/contract/datatables';
import type { TableRowSortColumn } from '@beacon/contract/datatables-values';
import { api } from '../../lib/http';

/** GET /api/datatables/data's parameters as this app sends them (the contract's input is looser). */
export interface TableDataParams {
  q?: string;
  perPage?: number;
  page?: number;
  sortColumn?: TableRowSortColumn;
  sort?: 'asc' | 'desc';
  full_name?: string;
  email?: string;
  post?: string;
  city?: string;
  /** YYYY-MM-DD */
  startFrom?: string;
  startTo?: string;
  salaryMin?: number;
  salaryMax?: number;
}

/** Every key starts with the module id, so one invalidation reaches all of the module's tables. */
export const datatablesKeys = {
  all: ['datatables'] as const,
  initial: () => [...datatablesKeys.all, 'initial'] as const,
  data: (query: TableDataParams) => [...datatablesKeys.all, 'data', query] as const,
};

/** Every row (GET /api/datatables/initial-data): the client-side tables filter and sort it. */
export const initialDataQuery = () =>
  queryOptions({
    queryKey: datatablesKeys.initial(),
    queryFn: ({ signal }) => api<TableRow[]>('/api/datatables/initial-data', { signal }),
  });

/**
 * One page as the server filters, sorts and pages it. `allData: 'false'`: by default the reply
 * carries every row besides the page (kept for API compatibility), which a paged table never uses.
 */
export const tableDataQuery = (query: TableDataParams) =>
  queryOptions({
    queryKey: datatablesKeys.data(query),
    queryFn: ({ signal }) =>
      api<TableDataReply>('/api/datatables/data', {
        query: { ...query, allData: 'false' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: datatablesKeys.all });
}

export function useAddRow() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: TableRowBodyInput) =>
      api<{ row: TableRow }>('/api/datatables/rows', { method: 'POST', body }),
    onSettled: invalidate,
  });
}

export function useGenerateRows() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (count: number) =>
      api<{ total: number }>('/api/datatables/generate', { method: 'POST', body: { count } }),
    onSettled: invalidate,
  });
}
