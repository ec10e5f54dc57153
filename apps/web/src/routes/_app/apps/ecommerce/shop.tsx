import { createFileRoute } from '@tanstack/react-router';
import {
  productBrands,
  productCategories,
  productRatingMax,
  productRatingMin,
  productSortOptions,
  productsListDefaults,
} from '@beacon/contract/ecommerce-values';
import {
  type Check,
  integer,
  oneOf,
  searchWithDefaults,
  someOf,
  text,
} from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { shopProductsQuery } from '../../../../modules/ecommerce/ecommerce.queries';
import { ShopPage } from '../../../../modules/ecommerce/shop-page';

// No default page: without one, a page of unknown number (see `page` below) can be told apart.
const listDefaults = { q: productsListDefaults.q, sortBy: productsListDefaults.sortBy };

/** A price bound: a number ≥ 0 (as text too), rounded to two decimals; anything else is none. */
const price: Check<number> = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 1_000_000_000
    ? Math.round(number * 100) / 100
    : undefined;
};

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const { validateSearch: read, search } = searchWithDefaults(
  {
    q: text({ max: 100 }),
    sortBy: oneOf(productSortOptions),
    view: oneOf(['grid', 'list']),
    // The page shown; absent on the first page, and with a cursor whose number is not known (the
    // last page of an estimated total).
    page: integer({ min: 1 }),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
    priceMin: price,
    priceMax: price,
    category: someOf(productCategories),
    brand: someOf(productBrands),
    rating: integer({ min: productRatingMin, max: productRatingMax }),
  },
  // The grid or the list is the screen's own choice; the API has no say in it.
  { ...listDefaults, view: 'grid' },
);

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: {
    parse: (given: Parameters<typeof read.parse>[0]): ReturnType<typeof read.parse> => {
      const parsed = read.parse(given);
      // Bounds the wrong way round (an edited link) would match nothing: swap them.
      return parsed.priceMin !== undefined &&
        parsed.priceMax !== undefined &&
        parsed.priceMin > parsed.priceMax
        ? { ...parsed, priceMin: parsed.priceMax, priceMax: parsed.priceMin }
        : parsed;
    },
  },
  search,
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
