import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  productBrands,
  productCategories,
  productRatingMax,
  productRatingMin,
  productSortOptions,
} from '@beacon/contract/ecommerce-values';
import {
  type Check,
  integer,
  oneOf,
  orDefault,
  searchOf,
  someOf,
  text,
} from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { shopProductsQuery } from '../../../../modules/ecommerce/ecommerce.queries';
import { ShopPage } from '../../../../modules/ecommerce/shop-page';

/** A price bound: a number ≥ 0 (as text too), rounded to two decimals; anything else is none. */
const price: Check<number> = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 1_000_000_000
    ? Math.round(number * 100) / 100
    : undefined;
};

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const readSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  sortBy: orDefault(oneOf(productSortOptions), 'featured'),
  view: orDefault(oneOf(['grid', 'list']), 'grid'),
  page: orDefault(integer({ min: 1 }), 1),
  priceMin: price,
  priceMax: price,
  category: someOf(productCategories),
  brand: someOf(productBrands),
  rating: integer({ min: productRatingMin, max: productRatingMax }),
});

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: {
    parse: (given: Parameters<typeof readSearch.parse>[0]): ReturnType<typeof readSearch.parse> => {
      const search = readSearch.parse(given);
      // Bounds the wrong way round (an edited link) would match nothing: swap them.
      return search.priceMin !== undefined &&
        search.priceMax !== undefined &&
        search.priceMin > search.priceMax
        ? { ...search, priceMin: search.priceMax, priceMax: search.priceMin }
        : search;
    },
  },
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [stripSearchParams({ q: '', sortBy: 'featured', view: 'grid', page: 1 })],
  },
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  loaderDeps: ({ search }) => search,
  // The products are asked for while the page's code loads, not once the page has drawn: their
  // first pictures are its largest paint. Not awaited: the page shows its placeholders meanwhile,
  // and its own query (the same key) takes the answer.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(shopProductsQuery(deps));
  },
  component: ShopPage,
});
