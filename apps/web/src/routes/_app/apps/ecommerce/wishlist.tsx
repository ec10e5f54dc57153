import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';
import { WishlistPage } from '../../../../modules/ecommerce/wishlist-page';

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: WishlistPage,
});
