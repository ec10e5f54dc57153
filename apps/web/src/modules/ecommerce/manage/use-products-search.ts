import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListSearch } from '../../../lib/use-list-search';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/ecommerce/products/');

/**
 * The manager list's search params and a setter. A change of anything but the page (a filter, the
 * search, the sort, the page size) goes back to the first page: no page number and no cursor, as a
 * cursor belongs to the rows it was read from.
 */
export function useProductsSearch() {
  const [search, update] = useListSearch(route.useSearch(), route.useNavigate());
  const updateFromStart = useCallback(
    (patch: Parameters<typeof update>[0], options?: Parameters<typeof update>[1]) =>
      update(
        'page' in patch || 'cursor' in patch
          ? patch
          : { ...patch, page: undefined, cursor: undefined },
        options,
      ),
    [update],
  );
  return [search, updateFromStart] as const;
}

export type ProductsSearch = ReturnType<typeof useProductsSearch>[0];
