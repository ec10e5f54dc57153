import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { ProductEditPage } from '../../../../../modules/ecommerce/manage/product-edit-page';

export const Route = createFileRoute('/_app/apps/ecommerce/products/$productId')({
  beforeLoad: () => requireAbility('update', 'Ecommerce'),
  component: ProductEditPage,
});
