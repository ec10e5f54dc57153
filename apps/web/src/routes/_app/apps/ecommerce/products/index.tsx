import { createFileRoute } from '@tanstack/react-router';
import {
  managedProductSortOptions,
  managedProductsDefaults,
  productBrands,
  productCategories,
  productStatuses,
  productStockLevels,
} from '@beacon/contract/ecommerce-values';
import { requireAbility } from '../../../../../lib/guard';
import {
  integer,
  numberOf,
  oneOf,
  searchWithDefaults,
  text,
} from '../../../../../lib/search-params';
import { ProductsListPage } from '../../../../../modules/ecommerce/manage/products-list-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    category: oneOf(productCategories),
    brand: oneOf(productBrands),
    status: oneOf(productStatuses),
    stock: oneOf(productStockLevels),
    sortBy: oneOf(managedProductSortOptions),
    sortDir: oneOf(['asc', 'desc']),
    // The page shown; absent on the first page, and with a cursor whose number is not known (the
    // last page of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  // No default page: without one, a page of unknown number can be told apart.
  {
    q: '',
    sortBy: managedProductsDefaults.sortBy,
    sortDir: managedProductsDefaults.sortDir,
    perPage: managedProductsDefaults.perPage,
  },
);

export const Route = createFileRoute('/_app/apps/ecommerce/products/')({
  ...search,
  beforeLoad: () => requireAbility('update', 'Ecommerce'),
  component: ProductsListPage,
});
