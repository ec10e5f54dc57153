import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The shop's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/ecommerce/shop');

export type ShopSearch = ReturnType<typeof route.useSearch>;

/** The filters of the sidebar (what "Clear all filters" resets). */
export const shopFilterKeys = ['priceMin', 'priceMax', 'category', 'brand', 'rating'] as const;

/** The first page: no number (page 1 is the default) and no cursor. */
const fromStart = { page: undefined, cursor: undefined };

/**
 * The shop's search params and a setter. Anything but a move between pages (a filter, the search,
 * the sort) starts again at the first page, as a cursor belongs to the rows it was read from; an
 * empty list becomes "no filter"; `replace` keeps typing out of the history.
 */
export function useShopSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<ShopSearch>, options: { replace?: boolean } = {}) => {
      const cleaned = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [
          key,
          Array.isArray(value) && value.length === 0 ? undefined : value,
        ]),
      ) as Partial<ShopSearch>;
      void navigate({
        search: (prev) => ({
          ...prev,
          ...('page' in patch || 'cursor' in patch ? {} : fromStart),
          ...cleaned,
        }),
        replace: options.replace,
      });
    },
    [navigate],
  );
  return [search, update] as const;
}
