import { queryOptions, useMutation } from '@tanstack/react-query';
import { productsPerPage } from '@beacon/contract/ecommerce-values';
import type { ApiQuery } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

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
export type ProductsListParams = ApiQuery<'/apps/ecommerce/products'>;

/** The signed-in user's cart: `['ecommerce', 'cart']`, shared with the navbar and the checkout. */
export const cartQuery = queryOptions({
  queryKey: ecommerceKeys.cart(),
  queryFn: ({ signal }) => unwrap(api.GET('/apps/ecommerce/cart', { signal })),
});

export const wishlistQuery = queryOptions({
  queryKey: ecommerceKeys.wishlist(),
  queryFn: ({ signal }) => unwrap(api.GET('/apps/ecommerce/wishlist', { signal })),
});

export const productsQuery = (params: ProductsListParams) =>
  queryOptions({
    queryKey: ecommerceKeys.productList(params),
    // `category` and `brand` go out as repeated parameters (`category=A&category=B`).
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/ecommerce/products', { params: { query: params }, signal })),
  });

/**
 * The shop's page of products for its URL's search: the one key that the route's early request
 * (routes/_app/apps/ecommerce/shop.tsx) and the page share. The view (grid or list) is not in it.
 */
export const shopProductsQuery = ({
  q,
  sortBy,
  page,
  cursor,
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
    // With a cursor the API ignores the page: it is the number shown, and may be unknown.
    page: page ?? 1,
    cursor,
    priceMin,
    priceMax,
    category,
    brand,
    rating,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.product(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/ecommerce/products/{id}', { params: { path: { id } }, signal })),
    select: (reply) => reply.product,
  });

/** After any cart or wishlist change, success or not, everything of the module reloads. */
export const ecommerceWrite = { invalidates: [ecommerceKeys.all] };

export const addToCart = (productId: number) =>
  unwrap(api.POST('/apps/ecommerce/cart', { body: { productId } }));

export const removeFromCart = (productId: number) =>
  unwrap(api.DELETE('/apps/ecommerce/cart/{productId}', { params: { path: { productId } } }));

export const addToWishlist = (productId: number) =>
  unwrap(api.POST('/apps/ecommerce/wishlist', { body: { productId } }));

const removeFromWishlist = (productId: number) =>
  unwrap(api.DELETE('/apps/ecommerce/wishlist/{productId}', { params: { path: { productId } } }));

export function useAddToCart() {
  return useMutation({ mutationFn: addToCart, meta: ecommerceWrite });
}

export function useRemoveFromCart() {
  return useMutation({ mutationFn: removeFromCart, meta: ecommerceWrite });
}

export function useAddToWishlist() {
  return useMutation({ mutationFn: addToWishlist, meta: ecommerceWrite });
}

export function useRemoveFromWishlist() {
  return useMutation({ mutationFn: removeFromWishlist, meta: ecommerceWrite });
}

/**
 * Moves a wishlist product to the cart: adds it (unless it is already there), then takes it off
 * the wishlist.
 */
export function useMoveToCart() {
  return useMutation({
    mutationFn: async ({ productId, isInCart }: { productId: number; isInCart: boolean }) => {
      if (!isInCart) await addToCart(productId);
      await removeFromWishlist(productId);
    },
    meta: ecommerceWrite,
  });
}
