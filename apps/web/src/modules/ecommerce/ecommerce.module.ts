import { IconShoppingCart } from '@tabler/icons-react';
import { lazy } from 'react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Ecommerce' };
/** The catalogue manager: for roles that may change products (the API checks again). */
const canManage = { action: 'update', subject: 'Ecommerce' };

/** Apps & Pages → eCommerce (after Roles & Permissions, before User), and the navbar cart. */
export const manifest: ModuleManifest = {
  id: 'ecommerce',
  section: 'apps',
  order: 26,
  menu: [
    {
      kind: 'group',
      titleKey: 'ecommerce.menu.ecommerce',
      icon: IconShoppingCart,
      children: [
        { kind: 'link', titleKey: 'ecommerce.menu.shop', to: '/apps/ecommerce/shop', can },
        {
          kind: 'link',
          titleKey: 'ecommerce.menu.details',
          to: '/apps/ecommerce/product-detail',
          can,
        },
        { kind: 'link', titleKey: 'ecommerce.menu.wishlist', to: '/apps/ecommerce/wishlist', can },
        { kind: 'link', titleKey: 'ecommerce.menu.checkout', to: '/apps/ecommerce/checkout', can },
        { kind: 'link', titleKey: 'ecommerce.menu.orders', to: '/apps/ecommerce/orders', can },
        {
          kind: 'link',
          titleKey: 'ecommerceManage.menu.products',
          to: '/apps/ecommerce/products',
          can: canManage,
        },
      ],
    },
  ],
  // Lazy: the cart's code loads after the first paint, and only for users who may see it.
  navbar: {
    component: lazy(() =>
      import('./cart-dropdown').then((module) => ({ default: module.CartDropdown })),
    ),
    can,
  },
  subjects: [{ subject: 'Ecommerce', titleKey: 'ecommerce.subjects.Ecommerce', order: 30 }],
  auditResources: [
    { resource: 'products', titleKey: 'ecommerce.auditResources.products' },
    { resource: 'cart_items', titleKey: 'ecommerce.auditResources.cart_items' },
    { resource: 'wishlist_items', titleKey: 'ecommerce.auditResources.wishlist_items' },
    { resource: 'addresses', titleKey: 'ecommerce.auditResources.addresses' },
    { resource: 'orders', titleKey: 'ecommerce.auditResources.orders' },
  ],
};
