import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ProductForm } from './product-form';
import { emptyProduct } from './product-form-values';

/** `/apps/ecommerce/products/new`. */
export function ProductNewPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('ecommerceManage.form.newTitle')} />
      <ProductForm initialValues={emptyProduct} images={[]} />
    </Stack>
  );
}
