import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Product } from '@beacon/contract/ecommerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { LoadedPage } from '../../../components/loaded-page';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http';
import { managedProductQuery } from './manage.queries';
import { ProductForm } from './product-form';
import { productFormValues } from './product-form-values';

const route = getRouteApi('/_app/apps/ecommerce/products/$productId');

/** `/apps/ecommerce/products/$productId`. An id that cannot name a product is not asked for. */
export function ProductEditPage() {
  const { productId } = route.useParams();
  const id = /^\d{1,10}$/.test(productId) ? Number(productId) : 0;
  return id > 0 && id <= 2_147_483_647 ? <EditProduct key={id} id={id} /> : <NotFound />;
}

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const product = useQuery(managedProductQuery(id));
  if (product.error instanceof ApiError && [400, 404].includes(product.error.status))
    return <NotFound />;
  return (
    <LoadedPage
      title={t('ecommerceManage.form.editTitle')}
      query={product}
      loadFailed={t('ecommerceManage.form.loadFailed')}
      skeletonHeight={720}
    >
      {(data) => <LoadedForm product={data} />}
    </LoadedPage>
  );
}

/** The form takes the product once: a refetch after a failed save must not undo what was typed. */
function LoadedForm({ product }: { product: Product }) {
  const [initialValues] = useState(() => productFormValues(product));
  return <ProductForm id={product.id} initialValues={initialValues} images={product.images} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('ecommerceManage.form.editTitle')} />
      <Alert color="yellow" variant="light" title={t('ecommerceManage.form.notFound')}>
        <AnchorLink to="/apps/ecommerce/products">
          {t('ecommerceManage.form.backToList')}
        </AnchorLink>
      </Alert>
    </Stack>
  );
}
