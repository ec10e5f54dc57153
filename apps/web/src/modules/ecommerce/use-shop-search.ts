import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The shop's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/ecommerce/shop');

export type ShopSearch = ReturnType<typeof route.useSearch>;

/** The filters of the sidebar (what "Clear all filters" resets). */
export const shopFilterKeys = ['priceMin', 'priceMax', 'category', 'brand', 'rating'] as const;

/**
 * The shop's search params and a setter. Anything but a page change starts again at page 1; an
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
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...cleaned }),
        replace: options.replace,
      });
    },
    [navigate],
  );
  return [search, update] as const;
}
