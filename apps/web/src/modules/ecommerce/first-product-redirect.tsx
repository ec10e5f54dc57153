import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { productsQuery } from './ecommerce.queries';
import { ProductNotFound } from './product-not-found';

/**
 * The menu's "Details" link: the shop's first product (featured order), shown under its own
 * address, so the bare detail route always shows a product.
 */
export function FirstProductRedirect() {
  const { t } = useTranslation();
  const first = useQuery({
    ...productsQuery({ sortBy: 'featured', perPage: 1, page: 1 }),
    select: (reply) => reply.products[0] ?? null,
  });
  if (first.data)
    return (
      <Navigate
        to="/apps/ecommerce/product-detail/$slug"
        params={{ slug: first.data.slug }}
        replace
      />
    );
  if (first.data === null) return <ProductNotFound slug="" />;
  if (first.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={t('ecommerce.detail.title')} />
        <QueryErrorAlert
          message={t('ecommerce.detail.loadFailed')}
          onRetry={() => void first.refetch()}
          retrying={first.isFetching}
        />
      </Stack>
    );
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
