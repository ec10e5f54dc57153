import { Card, SimpleGrid, Title } from '@mantine/core';
import {
  productBrands,
  productCategories,
  productStatuses,
  productStockLevels,
} from '@beacon/contract/ecommerce-values';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select';
import { categoryKey } from '../category-keys';
import { useProductsSearch } from './use-products-search';

/** Category, brand, status and stock filters; each is kept in the URL and starts at page 1. */
export function ProductsFilters() {
  const { t } = useTranslation();
  const [search, update] = useProductsSearch();
  return (
    <Card padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('ecommerceManage.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FilterSelect
          label={t('ecommerceManage.filters.category')}
          anyLabel={t('ecommerceManage.filters.anyCategory')}
          options={productCategories.map((category) => ({
            value: category,
            label: t(`ecommerce.categories.${categoryKey[category]}`),
          }))}
          value={search.category}
          onChange={(category) => update({ category })}
        />
        <FilterSelect
          label={t('ecommerceManage.filters.brand')}
          anyLabel={t('ecommerceManage.filters.anyBrand')}
          options={productBrands.map((brand) => ({ value: brand, label: brand }))}
          value={search.brand}
          onChange={(brand) => update({ brand })}
        />
        <FilterSelect
          label={t('ecommerceManage.filters.status')}
          anyLabel={t('ecommerceManage.filters.anyStatus')}
          options={productStatuses.map((status) => ({
            value: status,
            label: t(`ecommerceManage.status.${status}`),
          }))}
          value={search.status}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('ecommerceManage.filters.stock')}
          anyLabel={t('ecommerceManage.filters.anyStock')}
          options={productStockLevels.map((level) => ({
            value: level,
            label: t(`ecommerceManage.filters.stockLevels.${level}`),
          }))}
          value={search.stock}
          onChange={(stock) => update({ stock })}
        />
      </SimpleGrid>
    </Card>
  );
}
