import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddressReply,
  AddressesReply,
  CartItemReply,
  CartSummary,
  NewAddress,
  NewOrder,
  OrderReply,
  OrdersReply,
} from '@beacon/contract/ecommerce';
import { api } from '../../../lib/http';
import { cartQuery } from '../ecommerce.queries';

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
  queryFn: ({ signal }) => api<CartSummary>('/apps/ecommerce/cart/summary', { signal }),
});

export const addressesQuery = queryOptions({
  queryKey: checkoutKeys.addresses(),
  queryFn: ({ signal }) => api<AddressesReply>('/apps/ecommerce/addresses', { signal }),
  select: (reply) => reply.addresses,
});

/** The user's orders, newest first whatever order the server sends them in. */
export const ordersQuery = queryOptions({
  queryKey: checkoutKeys.orders(),
  queryFn: ({ signal }) => api<OrdersReply>('/apps/ecommerce/orders', { signal }),
  select: (reply) =>
    [...reply.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
});

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => api<OrderReply>(`/apps/ecommerce/orders/${id}`, { signal }),
    select: (reply) => reply.order,
  });

/** After any cart, wishlist or order change, success or not: everything of the module reloads. */
function useInvalidateModule() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
}

/**
 * Saves a cart line's quantity. The reply's line goes into the cached cart at once (the stepper
 * shows the saved value without waiting), then the module reloads: the price details follow.
 */
export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateModule();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) =>
      api<CartItemReply>(`/apps/ecommerce/cart/${productId}`, { method: 'PATCH', body: { qty } }),
    onSuccess: ({ product }) =>
      queryClient.setQueryData(cartQuery.queryKey, (cart) =>
        cart
          ? { ...cart, products: cart.products.map((p) => (p.id === product.id ? product : p)) }
          : cart,
      ),
    onSettled: invalidate,
  });
}

export function useRemoveCartLine() {
  const invalidate = useInvalidateModule();
  return useMutation({
    mutationFn: (productId: number) =>
      api<unknown>(`/apps/ecommerce/cart/${productId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** Adds the product to the wishlist (a no-op when it is there already), then takes it off the cart. */
export function useMoveToWishlist() {
  const invalidate = useInvalidateModule();
  return useMutation({
    mutationFn: async (productId: number) => {
      await api<unknown>('/apps/ecommerce/wishlist', { method: 'POST', body: { productId } });
      await api<unknown>(`/apps/ecommerce/cart/${productId}`, { method: 'DELETE' });
    },
    onSettled: invalidate,
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewAddress) =>
      api<AddressReply>('/apps/ecommerce/addresses', { method: 'POST', body: address }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<unknown>(`/apps/ecommerce/addresses/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() }),
  });
}

/**
 * Places the order (the server empties the cart). The new order is cached for the confirmation
 * screen, and the whole module reloads: the navbar cart and the shop show the empty cart at once.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateModule();
  return useMutation({
    mutationFn: (order: NewOrder) =>
      api<OrderReply>('/apps/ecommerce/orders', { method: 'POST', body: order }),
    onSuccess: (reply) => queryClient.setQueryData(checkoutKeys.order(reply.order.id), reply),
    onSettled: invalidate,
  });
}
