import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductListItem } from '@beacon/contract/ecommerce';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats, usePageAlign } from '../../lib/format';
import { CartButton } from './cart-button';
import classes from './ecommerce.module.css';
import { FreeShippingBadge } from './free-shipping-badge';
import { plainText } from './plain-text';
import { ProductLink } from './product-link';
import { ProductImage } from './product-image';
import { ProductRating } from './product-rating';
import { useFormatPrice } from './use-format-price';
import { WishlistToggle } from './wishlist-toggle';

interface ProductCardProps {
  product: ProductListItem;
  view: 'grid' | 'list';
  /** The buttons under the product; by default the wishlist toggle and the cart button. */
  actions?: ReactNode;
  /** See ProductImage: true for the first cards of the page, false for the rest. */
  priority?: boolean;
}

/**
 * One product of the shop: picture, rating, price, name (a link to its page), brand, description,
 * free shipping, and the wishlist and cart buttons. An `article` named by the product.
 */
export function ProductCard({ product, view, actions, priority }: ProductCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { autoInText } = useFormats();
  const align = usePageAlign();
  const titleId = useId();
  const text = useMemo(() => plainText(product.description), [product.description]);

  const name = (
    // In its own direction, so that a clamped name loses its end, not its beginning.
    <Title order={2} fz="md" fw={600} id={titleId} lineClamp={2} dir="auto" ta={align}>
      <ProductLink product={product} />
    </Title>
  );
  const brand = (
    <Text size="sm" c="dimmed">
      {t('ecommerce.product.byBrand', { brand: autoInText(product.brand) })}
    </Text>
  );
  const description = (
    <Text size="sm" lineClamp={view === 'grid' ? 3 : 4} className={classes.description} dir="auto">
      {text}
    </Text>
  );
  const outOfStock = product.stock === 0 && (
    <Badge variant="dot" color="red" radius="sm">
      {t('ecommerce.product.outOfStock')}
    </Badge>
  );
  const price = (
    <Text fw={700} size="lg">
      <bdi dir="ltr">{formatPrice(product.price)}</bdi>
    </Text>
  );
  const buttons = actions ?? (
    <>
      <WishlistToggle product={product} fullWidth />
      <CartButton product={product} fullWidth />
    </>
  );

  if (view === 'list')
    return (
      <Card component="article" aria-labelledby={titleId} padding="md">
        <Group align="stretch" gap="md" wrap="wrap">
          <ProductImage product={product} height={160} priority={priority} />
          <Stack gap={6} flex="1 1 220px" miw={0}>
            <ProductRating rating={product.rating} />
            {name}
            {brand}
            {description}
          </Stack>
          <Stack gap="xs" flex="0 0 200px" justify="center" miw={0}>
            {price}
            {product.hasFreeShipping && <FreeShippingBadge />}
            {outOfStock}
            {buttons}
          </Stack>
        </Group>
      </Card>
    );

  return (
    <Card component="article" aria-labelledby={titleId} padding="md">
      <Card.Section>
        <ProductImage product={product} height={200} priority={priority} />
      </Card.Section>
      <Stack gap={6} mt="md" flex={1}>
        <Group justify="space-between" gap="xs">
          <ProductRating rating={product.rating} />
          {price}
        </Group>
        {name}
        {brand}
        {description}
        {(product.hasFreeShipping || outOfStock) && (
          <Group gap="xs">
            {product.hasFreeShipping && <FreeShippingBadge />}
            {outOfStock}
          </Group>
        )}
      </Stack>
      <Stack gap="xs" mt="md">
        {buttons}
      </Stack>
    </Card>
  );
}
