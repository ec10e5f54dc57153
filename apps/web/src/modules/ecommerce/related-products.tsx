import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@beacon/contract/ecommerce-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useFormats, usePageAlign } from '../../lib/format';
import { productsQuery } from './ecommerce.queries';
import { ProductLink } from './product-link';
import { ProductImage } from './product-image';
import { ProductRating } from './product-rating';
import { useFormatPrice } from './use-format-price';

const shown = 4;

/** "Related Products": a few others of the same category, from the products endpoint. */
export function RelatedProducts({
  productId,
  category,
}: {
  productId: number;
  category: ProductCategory;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { autoInText } = useFormats();
  const align = usePageAlign();
  const titleId = useId();
  // One more than shown: the product itself may be among them.
  const related = useQuery({
    ...productsQuery({ category: [category], perPage: shown + 1, sortBy: 'featured', page: 1 }),
    select: (reply) => reply.products.filter((p) => p.id !== productId).slice(0, shown),
  });
  if (related.data?.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Title order={2} fz="h3" id={titleId}>
          {t('ecommerce.detail.related')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('ecommerce.detail.relatedHint')}
        </Text>
      </Stack>
      {related.isError && (
        <QueryErrorAlert
          message={t('ecommerce.detail.relatedFailed')}
          onRetry={() => void related.refetch()}
          retrying={related.isFetching}
        />
      )}
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '900px': 4 }} spacing="md">
        {related.isPending &&
          Array.from({ length: shown }, (_, i) => <Skeleton key={i} height={260} radius="md" />)}
        {related.data?.map((product) => (
          <Card key={product.id} padding="md" component="article">
            <Card.Section>
              <ProductImage product={product} height={140} />
            </Card.Section>
            <Stack gap={4} mt="sm">
              <Text fw={600} lineClamp={2} dir="auto" ta={align}>
                <ProductLink product={product} />
              </Text>
              <Text size="sm" c="dimmed">
                {t('ecommerce.product.byBrand', { brand: autoInText(product.brand) })}
              </Text>
              <ProductRating rating={product.rating} size={14} />
              <Text fw={700}>
                <bdi dir="ltr">{formatPrice(product.price)}</bdi>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
