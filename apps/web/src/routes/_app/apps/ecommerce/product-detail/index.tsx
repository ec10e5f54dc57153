import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { FirstProductRedirect } from '../../../../../modules/ecommerce/first-product-redirect';

/** `/apps/ecommerce/product-detail` without a slug shows the shop's first product. */
export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: FirstProductRedirect,
});
