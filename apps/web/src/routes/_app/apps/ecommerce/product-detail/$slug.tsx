import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { ProductDetailPage } from '../../../../../modules/ecommerce/product-detail-page';

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: ProductDetailPage,
});
