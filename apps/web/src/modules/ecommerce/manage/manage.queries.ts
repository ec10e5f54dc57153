import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiBody, ApiQuery } from '../../../lib/api/types';
import { api, unwrap } from '../../../lib/http';
import { ecommerceKeys } from '../ecommerce.queries';

/** A product as the create and replace routes take it. */
export type ProductBodyOut = ApiBody<'/apps/ecommerce/manage/products', 'post'>;

/** The manager's list parameters, as the API takes them. */
export type ManagedProductsParams = ApiQuery<'/apps/ecommerce/manage/products'>;

/**
 * Under the module's prefix: a purchase (the stock) and the manager's own writes (the shop's
 * pages) reload each other's views.
 */
export const manageKeys = {
  all: [...ecommerceKeys.all, 'manage'] as const,
  list: (query: ManagedProductsParams) => [...manageKeys.all, 'list', query] as const,
  product: (id: number) => [...manageKeys.all, 'product', id] as const,
};

export const managedProductsQuery = (query: ManagedProductsParams) =>
  queryOptions({
    queryKey: manageKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/ecommerce/manage/products', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const managedProductQuery = (id: number) =>
  queryOptions({
    queryKey: manageKeys.product(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/apps/ecommerce/manage/products/{id}', { params: { path: { id } }, signal })),
    select: (reply) => reply.product,
  });

const write = { invalidates: [ecommerceKeys.all] };

export function useSaveProduct() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductBodyOut }) =>
      id === undefined
        ? unwrap(api.POST('/apps/ecommerce/manage/products', { body }))
        : unwrap(
            api.PUT('/apps/ecommerce/manage/products/{id}', { params: { path: { id } }, body }),
          ),
    meta: write,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/apps/ecommerce/manage/products/{id}', { params: { path: { id } } })),
    meta: write,
  });
}
