import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { TableRowSortColumn } from '@beacon/contract/datatables-values';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

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
    queryFn: ({ signal }) => unwrap(api.GET('/api/datatables/initial-data', { signal })),
  });

/**
 * One page as the server filters, sorts and pages it. `allData: 'false'`: by default the reply
 * carries every row besides the page (kept for API compatibility), which a paged table never uses.
 */
export const tableDataQuery = (query: TableDataParams) =>
  queryOptions({
    queryKey: datatablesKeys.data(query),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/datatables/data', {
          params: { query: { ...query, allData: 'false' } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** After any write, success or not, every table of the module reloads. */
const datatablesWrite = { invalidates: [datatablesKeys.all] };

export function useAddRow() {
  return useMutation({
    mutationFn: (body: ApiBody<'/api/datatables/rows', 'post'>) =>
      unwrap(api.POST('/api/datatables/rows', { body })),
    meta: datatablesWrite,
  });
}

export function useGenerateRows() {
  return useMutation({
    mutationFn: (count: number) =>
      unwrap(api.POST('/api/datatables/generate', { body: { count } })),
    meta: datatablesWrite,
  });
}
