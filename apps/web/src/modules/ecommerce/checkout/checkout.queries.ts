import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../lib/api/types';
import { api, unwrap } from '../../../lib/http';
import { addToWishlist, cartQuery, ecommerceWrite, removeFromCart } from '../ecommerce.queries';

/**
 * The checkout's own queries. Every key starts with the module id, so the one invalidation of
 * `['ecommerce']` after any cart, wishlist or order change reaches the shop, the navbar cart, the
 * cart (`cartQuery`, shared with the rest of the module) and these.
 */
export const checkoutKeys = {
  all: ['ecommerce'] as const,
  summary: () => [...checkoutKeys.all, 'cart', 'summary'] as const,
  addresses: () => [...checkoutKeys.all, 'addresses'] as const,
  orders: () => [...checkoutKeys.all, 'orders'] as const,
  order: (id: number) => [...checkoutKeys.orders(), id] as const,
};

/** The cart's price details, computed by the server: the web never adds up prices itself. */
export const cartSummaryQuery = queryOptions({
  queryKey: checkoutKeys.summary(),
  queryFn: ({ signal }) => unwrap(api.GET('/apps/ecommerce/cart/summary', { signal })),
});

export const addressesQuery = queryOptions({
  queryKey: checkoutKeys.addresses(),
  queryFn: ({ signal }) => unwrap(api.GET('/apps/ecommerce/addresses', { signal })),
  select: (reply) => reply.addresses,
});

/** The user's orders, newest first whatever order the server sends them in. */
export const ordersQuery = queryOptions({
  queryKey: checkoutKeys.orders(),
  queryFn: ({ signal }) => unwrap(api.GET('/apps/ecommerce/orders', { signal })),
  select: (reply) =>
    [...reply.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
});

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/ecommerce/orders/{id}', { params: { path: { id } }, signal })),
    select: (reply) => reply.order,
  });

/**
 * Saves a cart line's quantity. The reply's line goes into the cached cart at once (the stepper
 * shows the saved value without waiting), then the module reloads: the price details follow.
 */
export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) =>
      unwrap(
        api.PATCH('/apps/ecommerce/cart/{productId}', {
          params: { path: { productId } },
          body: { qty },
        }),
      ),
    onSuccess: ({ product }) =>
      queryClient.setQueryData(cartQuery.queryKey, (cart) =>
        cart
          ? { ...cart, products: cart.products.map((p) => (p.id === product.id ? product : p)) }
          : cart,
      ),
    meta: ecommerceWrite,
  });
}

export function useRemoveCartLine() {
  return useMutation({ mutationFn: removeFromCart, meta: ecommerceWrite });
}

/** Adds the product to the wishlist (a no-op when it is there already), then takes it off the cart. */
export function useMoveToWishlist() {
  return useMutation({
    mutationFn: async (productId: number) => {
      await addToWishlist(productId);
      await removeFromCart(productId);
    },
    meta: ecommerceWrite,
  });
}

export function useAddAddress() {
  return useMutation({
    mutationFn: (address: ApiBody<'/apps/ecommerce/addresses', 'post'>) =>
      unwrap(api.POST('/apps/ecommerce/addresses', { body: address })),
    meta: { invalidates: [checkoutKeys.addresses()] },
  });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/apps/ecommerce/addresses/{id}', { params: { path: { id } } })),
    meta: { invalidates: [checkoutKeys.addresses()] },
  });
}

/**
 * Places the order (the server empties the cart). The new order is cached for the confirmation
 * screen, and the whole module reloads: the navbar cart and the shop show the empty cart at once.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: ApiBody<'/apps/ecommerce/orders', 'post'>) =>
      unwrap(api.POST('/apps/ecommerce/orders', { body: order })),
    onSuccess: (reply) => queryClient.setQueryData(checkoutKeys.order(reply.order.id), reply),
    meta: ecommerceWrite,
  });
}
