import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { OrderPage } from '../../../../../modules/ecommerce/checkout/order-page';

export const Route = createFileRoute('/_app/apps/ecommerce/orders/$id')({
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: OrderPage,
});
