import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { OrdersPage } from '../../../../../modules/ecommerce/checkout/orders-page';

export const Route = createFileRoute('/_app/apps/ecommerce/orders/')({
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: OrdersPage,
});
