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
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
  },
  { q: '', ...managedProductsDefaults },
);

export const Route = createFileRoute('/_app/apps/ecommerce/products/')({
  ...search,
  beforeLoad: () => requireAbility('update', 'Ecommerce'),
  component: ProductsListPage,
});
