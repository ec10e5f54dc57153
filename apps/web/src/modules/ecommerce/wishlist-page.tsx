import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconHeartBroken, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ProductListItem } from '@beacon/contract/ecommerce';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { wishlistQuery } from './ecommerce.queries';
import { ProductCard } from './product-card';
import { ShopTextLink } from './shop-text-link';
import { useProductActions } from './use-product-actions';

/** One wishlist product with "Remove" and "Move to cart". */
function WishlistCard({ product }: { product: ProductListItem }) {
  const { t } = useTranslation();
  const actions = useProductActions();
  return (
    <ProductCard
      product={product}
      view="grid"
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={actions.wishlistPending && !actions.cartPending}
            disabled={actions.cartPending}
            onClick={() => void actions.removeFromWishlist(product)}
            aria-label={t('ecommerce.wishlist.removeOf', { name: product.name })}
          >
            {t('ecommerce.wishlist.remove')}
          </Button>
          <Button
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            loading={actions.cartPending}
            disabled={actions.wishlistPending && !actions.cartPending}
            onClick={() => void actions.moveToCart(product)}
            aria-label={t('ecommerce.wishlist.moveToCartOf', { name: product.name })}
          >
            {t('ecommerce.wishlist.moveToCart')}
          </Button>
        </>
      }
    />
  );
}

/** `/apps/ecommerce/wishlist`: the signed-in user's wishlist. */
export function WishlistPage() {
  const { t } = useTranslation();
  const wishlist = useQuery(wishlistQuery);
  const products = wishlist.data?.products;
  return (
    <Stack gap="lg">
      <PageHeader title={t('ecommerce.wishlist.title')} />
      {wishlist.isError && (
        <QueryErrorAlert
          message={t('ecommerce.wishlist.loadFailed')}
          onRetry={() => void wishlist.refetch()}
          retrying={wishlist.isFetching}
        />
      )}
      {wishlist.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={420} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {products?.length === 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHeartBroken />}
          title={t('ecommerce.wishlist.empty')}
        >
          <Trans
            i18nKey="ecommerce.wishlist.emptyHint"
            components={{ shoplink: <ShopTextLink /> }}
          />
        </Alert>
      )}
      {products && products.length > 0 && (
        <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '900px': 3 }} spacing="md">
          {products.map((product) => (
            <WishlistCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
