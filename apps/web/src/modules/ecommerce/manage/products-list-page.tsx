import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Product } from '@beacon/contract/ecommerce';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveListUpdates } from '../../../components/live-list-updates';
import { LoadedList } from '../../../components/loaded-list';
import { PageHeader } from '../../../components/page-header';
import { PageSizeSelect } from '../../../components/page-size-select';
import { UrlSearchInput } from '../../../components/url-search-input';
import { useLastPageAtMost } from '../../../lib/use-list-search';
import { DeleteProductDialog } from './delete-product-dialog';
import { manageKeys, managedProductsQuery } from './manage.queries';
import { ProductsFilters } from './products-filters';
import { ProductsTable } from './products-table';
import { useProductsSearch } from './use-products-search';

const sizes = [10, 25, 50] as const;

/** `/apps/ecommerce/products`: the catalogue manager's searchable, filtered, sorted, paged table. */
export function ProductsListPage() {
  const { t } = useTranslation();
  const [search, update] = useProductsSearch();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const onDelete = useCallback((product: Product) => setDeleting(product), []);
  // The URL holds one category and one brand; the API takes lists of them.
  const { category, brand, page, ...rest } = search;
  const list = useQuery(
    managedProductsQuery({
      ...rest,
      // With a cursor the API ignores the page: it is the number shown, and may be unknown.
      page: page ?? 1,
      category: category ? [category] : undefined,
      brand: brand ? [brand] : undefined,
    }),
  );

  // Only a page read by number can be past the end: a cursor's page is read from where it is.
  useLastPageAtMost(
    list,
    {
      page: search.cursor === undefined ? (page ?? 1) : 1,
      perPage: search.perPage,
      total: list.data?.total ?? 0,
    },
    update,
  );

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="products" queryKey={manageKeys.all} />
      <PageHeader title={t('ecommerceManage.list.title')} />
      <ProductsFilters />
      <Card padding={0}>
        <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
          <PageSizeSelect
            sizes={sizes}
            value={search.perPage}
            onChange={(perPage) => update({ perPage })}
          />
          <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
            <UrlSearchInput
              q={search.q}
              onSearch={(q) => update({ q }, { replace: true })}
              label={t('ecommerceManage.list.search')}
              placeholder={t('ecommerceManage.list.searchPlaceholder')}
              w={{ base: '100%', sm: 260 }}
            />
            <Button
              component={Link}
              to="/apps/ecommerce/products/new"
              leftSection={<IconPlus size={16} aria-hidden />}
              w={{ base: '100%', sm: 'auto' }}
            >
              {t('ecommerceManage.list.add')}
            </Button>
          </Group>
        </Group>
        <LoadedList query={list} loadFailed={t('ecommerceManage.list.loadFailed')}>
          <ProductsTable
            products={list.data?.products}
            total={list.data?.total ?? 0}
            totalExact={list.data?.totalExact ?? true}
            cursors={list.data?.cursors}
            fetching={list.isFetching}
            onDelete={onDelete}
          />
        </LoadedList>
      </Card>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
