import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CartReply,
  ProductReply,
  ProductsListQueryInput,
  ProductsListReply,
  WishlistReply,
} from '@beacon/contract/ecommerce';
import { productsPerPage } from '@beacon/contract/ecommerce-values';
import { api } from '../../lib/http';

/**
 * Every key starts with the module id. Any cart or wishlist change invalidates `all`: the shop's
 * flags (isInCart, isInWishlist), the wishlist, the cart, the navbar's count and the checkout (its
 * own queries live under the same prefix) all follow at once.
 */
export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  products: () => [...ecommerceKeys.all, 'products'] as const,
  productList: (query: ProductsListParams) => [...ecommerceKeys.products(), 'list', query] as const,
  product: (id: number) => [...ecommerceKeys.products(), 'detail', id] as const,
  wishlist: () => [...ecommerceKeys.all, 'wishlist'] as const,
  cart: () => [...ecommerceKeys.all, 'cart'] as const,
};

/** The products list's parameters; `category` and `brand` are sent as repeated parameters. */
export type ProductsListParams = Pick<
  ProductsListQueryInput,
  'q' | 'sortBy' | 'perPage' | 'page' | 'priceMin' | 'priceMax' | 'rating'
> & { category?: readonly string[]; brand?: readonly string[] };

/** `?q=…&category=A&category=B`: `api()`'s query holds one value per name, so build it here. */
export function productsListPath(params: ProductsListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [
    string,
    string | number | readonly string[] | undefined,
  ][]) {
    const values = typeof value === 'object' ? value : [value];
    for (const one of values) if (one !== undefined && one !== '') search.append(key, String(one));
  }
  const text = search.toString();
  return `/apps/ecommerce/products${text ? `?${text}` : ''}`;
}

/** The signed-in user's cart: `['ecommerce', 'cart']`, shared with the navbar and the checkout. */
export const cartQuery = queryOptions({
  queryKey: ecommerceKeys.cart(),
  queryFn: ({ signal }) => api<CartReply>('/apps/ecommerce/cart', { signal }),
});

export const wishlistQuery = queryOptions({
  queryKey: ecommerceKeys.wishlist(),
  queryFn: ({ signal }) => api<WishlistReply>('/apps/ecommerce/wishlist', { signal }),
});

export const productsQuery = (params: ProductsListParams) =>
  queryOptions({
    queryKey: ecommerceKeys.productList(params),
    queryFn: ({ signal }) => api<ProductsListReply>(productsListPath(params), { signal }),
  });

/**
 * The shop's page of products for its URL's search: the one key that the route's early request
 * (routes/_app/apps/ecommerce/shop.tsx) and the page share. The view (grid or list) is not in it.
 */
export const shopProductsQuery = ({
  q,
  sortBy,
  page,
  priceMin,
  priceMax,
  category,
  brand,
  rating,
}: Omit<ProductsListParams, 'perPage'>) =>
  productsQuery({
    q,
    sortBy,
    perPage: productsPerPage,
    page,
    priceMin,
    priceMax,
    category,
    brand,
    rating,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.product(id),
    queryFn: ({ signal }) => api<ProductReply>(`/apps/ecommerce/products/${id}`, { signal }),
    select: (reply) => reply.product,
  });

/** After any cart or wishlist change, success or not, everything of the module reloads. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ecommerceKeys.all });
}

export function useAddToCart() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (productId: number) =>
      api<unknown>('/apps/ecommerce/cart', { method: 'POST', body: { productId } }),
    onSettled: invalidate,
  });
}

export function useRemoveFromCart() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (productId: number) =>
      api<unknown>(`/apps/ecommerce/cart/${productId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useAddToWishlist() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (productId: number) =>
      api<unknown>('/apps/ecommerce/wishlist', { method: 'POST', body: { productId } }),
    onSettled: invalidate,
  });
}

export function useRemoveFromWishlist() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (productId: number) =>
      api<unknown>(`/apps/ecommerce/wishlist/${productId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/**
 * Moves a wishlist product to the cart: adds it (unless it is already there), then takes it off
 * the wishlist.
 */
export function useMoveToCart() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ productId, isInCart }: { productId: number; isInCart: boolean }) => {
      if (!isInCart)
        await api<unknown>('/apps/ecommerce/cart', { method: 'POST', body: { productId } });
      await api<unknown>(`/apps/ecommerce/wishlist/${productId}`, { method: 'DELETE' });
    },
    onSettled: invalidate,
  });
}
