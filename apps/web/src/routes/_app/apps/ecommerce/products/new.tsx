import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { ProductNewPage } from '../../../../../modules/ecommerce/manage/product-new-page';

export const Route = createFileRoute('/_app/apps/ecommerce/products/new')({
  beforeLoad: () => requireAbility('create', 'Ecommerce'),
  component: ProductNewPage,
});
