import { Box, Button, Card, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconMoodEmpty } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { productsPerPage } from '@beacon/contract/ecommerce-values';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { SidebarDrawer } from '../../components/sidebar-drawer';
import { useLiveList } from '../../lib/use-live-list';
import { ecommerceKeys, shopProductsQuery } from './ecommerce.queries';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';
import { ShopSearchInput } from './shop-search-input';
import { ShopToolbar } from './shop-toolbar';
import { shopFilterKeys, useShopSearch } from './use-shop-search';
import { CursorPager, type CursorMove } from '../../components/cursor-pager';
import { useLastPageAtMost } from '../../lib/use-list-search';

const gridCols = { base: 1, '540px': 2, '820px': 3 } as const;

/**
 * `/apps/ecommerce/shop`: the products the URL's search, filters, sort and page select, as a grid
 * or a list. The filters are a sidebar on wide screens and a drawer on narrow ones.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const [search, update] = useShopSearch();
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  // The drawer slides in from the start side, as the sidebar it replaces sits there.

  const { q, cursor } = search;
  const list = useQuery({
    ...shopProductsQuery(search),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  useLiveList('products', ecommerceKeys.products());

  const total = list.data?.total;
  // Only a page read by number can be past the end: a cursor's page is read from where it is.
  useLastPageAtMost(
    list,
    {
      page: cursor === undefined ? (search.page ?? 1) : 1,
      perPage: productsPerPage,
      total: total ?? 0,
    },
    update,
  );
  // The first page needs no cursor: its address is the shop's own, the one a link asks for.
  const move = (to: CursorMove) =>
    update(to.cursor === 'first' ? { page: undefined, cursor: undefined } : to);

  const filtered = q !== '' || shopFilterKeys.some((key) => search[key] !== undefined);
  const products = list.data?.products;
  // The first pictures of the page are its largest paint: fetched first (ProductImage).
  const cards = products?.map((product, i) => (
    <ProductCard
      key={product.id}
      product={product}
      view={search.view}
      priority={i < (search.view === 'grid' ? 3 : 2)}
    />
  ));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ecommerce.shop.title')}
        actions={
          <Button
            component={Link}
            to="/apps/ecommerce/wishlist"
            variant="default"
            leftSection={<IconHeart size={16} aria-hidden />}
          >
            {t('ecommerce.wishlist.title')}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <ShopFilters />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <ShopToolbar
              total={total}
              totalExact={list.data?.totalExact ?? true}
              onOpenFilters={filtersDrawer.open}
            />
            <ShopSearchInput />
            {list.isError && (
              <QueryErrorAlert
                message={t('ecommerce.shop.loadFailed')}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            )}
            {!products && !list.isError && (
              <SimpleGrid type="container" cols={gridCols} spacing="md">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} height={420} radius="md" />
                ))}
              </SimpleGrid>
            )}
            {products?.length === 0 && (
              <Card padding="xl">
                <Stack align="center" gap="xs" ta="center">
                  <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
                  <Title order={2} fz="h3">
                    {t('ecommerce.shop.empty')}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('ecommerce.shop.emptyHint')}
                  </Text>
                  {filtered && (
                    <Button
                      variant="default"
                      onClick={() =>
                        update({
                          q: '',
                          priceMin: undefined,
                          priceMax: undefined,
                          category: undefined,
                          brand: undefined,
                          rating: undefined,
                        })
                      }
                    >
                      {t('ecommerce.shop.showAll')}
                    </Button>
                  )}
                </Stack>
              </Card>
            )}
            {products && products.length > 0 && (
              <Box
                aria-busy={list.isPlaceholderData}
                style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
              >
                {search.view === 'grid' ? (
                  <SimpleGrid type="container" cols={gridCols} spacing="md">
                    {cards}
                  </SimpleGrid>
                ) : (
                  <Stack gap="md">{cards}</Stack>
                )}
              </Box>
            )}
            {list.data && list.data.products.length > 0 && (
              <CursorPager
                label={t('ecommerce.shop.pages')}
                total={list.data.total}
                totalExact={list.data.totalExact}
                cursors={list.data.cursors}
                // A cursor without a number is a page counted from the end of an estimate.
                page={cursor === undefined ? (search.page ?? 1) : search.page}
                perPage={productsPerPage}
                onMove={move}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <SidebarDrawer
        opened={filtersOpen}
        onClose={filtersDrawer.close}
        title={t('ecommerce.filters.title')}
      >
        <ShopFilters inDrawer />
      </SidebarDrawer>
    </Stack>
  );
}
