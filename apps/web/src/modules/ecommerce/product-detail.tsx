import {
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ProductColorOption } from '@beacon/contract/ecommerce-values';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useFormats, usePageAlign } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { CartButton } from './cart-button';
import { ColorSwatches } from './color-swatches';
import { productQuery } from './ecommerce.queries';
import classes from './ecommerce.module.css';
import { FreeShippingBadge } from './free-shipping-badge';
import { ProductImage } from './product-image';
import { ProductNotFound } from './product-not-found';
import { ProductRating } from './product-rating';
import { RelatedProducts } from './related-products';
import { useFormatPrice } from './use-format-price';
import { WishlistToggle } from './wishlist-toggle';

/** One product, loaded by id; a 404 shows "product not found". */
export function ProductDetail({ id, slug }: { id: number; slug: string }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { autoInText } = useFormats();
  const align = usePageAlign();
  const navigate = useNavigate();
  const product = useQuery(productQuery(id));
  const [color, setColor] = useState<ProductColorOption | undefined>(undefined);
  const nameId = useId();

  // Another slug with the same id (an edited link) shows the product under its own address.
  const canonical = product.data?.slug;
  useEffect(() => {
    if (canonical && canonical !== slug)
      void navigate({
        to: '/apps/ecommerce/product-detail/$slug',
        params: { slug: canonical },
        replace: true,
      });
  }, [canonical, slug, navigate]);

  const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
  if (missing) return <ProductNotFound slug={slug} />;

  const back = (
    <Button
      component={Link}
      to="/apps/ecommerce/shop"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden className={classes.flipInRtl} />}
    >
      {t('ecommerce.detail.back')}
    </Button>
  );

  const data = product.data;
  const chosen = color ?? data?.colorOptions[0];
  return (
    <Stack gap="lg">
      <PageHeader title={t('ecommerce.detail.title')} actions={back} />
      {product.isError && (
        <QueryErrorAlert
          message={t('ecommerce.detail.loadFailed')}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      )}
      {!data && !product.isError && <Skeleton height={420} radius="md" />}
      {data && (
        <Card padding="lg" component="article" aria-labelledby={nameId}>
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ProductImage product={data} height={320} linked={false} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="sm">
                <Title order={2} fz="h3" id={nameId} dir="auto" ta={align}>
                  {data.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('ecommerce.product.byBrand', { brand: autoInText(data.brand) })}
                </Text>
                <Group gap="md">
                  <Text fw={700} fz="xl">
                    <bdi dir="ltr">{formatPrice(data.price)}</bdi>
                  </Text>
                  <Divider orientation="vertical" />
                  <ProductRating rating={data.rating} />
                </Group>
                <Group gap="xs">
                  <Text size="sm">{t('ecommerce.detail.availability')}</Text>
                  {data.stock > 0 ? (
                    <Badge variant="dot" color="green" radius="sm">
                      {t('ecommerce.detail.inStock')}
                    </Badge>
                  ) : (
                    <Badge variant="dot" color="red" radius="sm">
                      {t('ecommerce.product.outOfStock')}
                    </Badge>
                  )}
                </Group>
                <div
                  className={classes.description}
                  dir="auto"
                  // Rich text from the catalogue manager, sanitised here as well as by the API.
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.description) }}
                />
                {data.hasFreeShipping && (
                  <Group>
                    <FreeShippingBadge />
                  </Group>
                )}
                <Divider />
                <ColorSwatches options={data.colorOptions} value={chosen} onChange={setColor} />
                <Divider />
                <Group gap="sm">
                  <CartButton product={data} />
                  <WishlistToggle product={data} />
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        </Card>
      )}
      {data && <RelatedProducts productId={data.id} category={data.category} />}
    </Stack>
  );
}
