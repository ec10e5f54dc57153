import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  productBrands,
  productCategories,
  productRatingMax,
  productRatingMin,
  productSortOptions,
} from '@beacon/contract/ecommerce-values';
import { z } from 'zod/mini';
import { orDefault, orNone } from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { ShopPage } from '../../../../modules/ecommerce/shop-page';

/** A price bound: a number ≥ 0 with at most two decimals, else none. */
const price = orNone(
  z.pipe(
    z.coerce.number().check(z.minimum(0), z.maximum(1_000_000_000)),
    z.transform((value) => Math.round(value * 100) / 100),
  ),
);

/** A multi-choice filter: the known values of a list (one value or an array), else none. */
const someOf = <T extends string>(values: readonly T[]) =>
  orNone(
    z.pipe(
      z.union([z.string(), z.array(z.unknown())]),
      z.transform((given): T[] | undefined => {
        const list = (Array.isArray(given) ? given : [given]).filter((value): value is T =>
          values.includes(value as T),
        );
        return list.length > 0 ? [...new Set(list)] : undefined;
      }),
    ),
  );

// zod/mini over the contract's zod-free values: route files are in the first-paint bundle.
const searchSchema = z.pipe(
  z.object({
    q: orDefault(z.string().check(z.maxLength(100)), ''),
    sortBy: orDefault(z.enum(productSortOptions), 'featured'),
    view: orDefault(z.enum(['grid', 'list']), 'grid'),
    page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    priceMin: price,
    priceMax: price,
    category: someOf(productCategories),
    brand: someOf(productBrands),
    rating: orNone(
      z.coerce.number().check(z.int(), z.minimum(productRatingMin), z.maximum(productRatingMax)),
    ),
  }),
  // Bounds the wrong way round (an edited link) would match nothing: swap them.
  z.transform((search) =>
    search.priceMin !== undefined &&
    search.priceMax !== undefined &&
    search.priceMin > search.priceMax
      ? { ...search, priceMin: search.priceMax, priceMax: search.priceMin }
      : search,
  ),
);

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [stripSearchParams({ q: '', sortBy: 'featured', view: 'grid', page: 1 })],
  },
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: ShopPage,
});
