import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '../../../lib/use-list-search';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/ecommerce/products/');

/** The manager list's search params and a setter; a change of all but the page goes to page 1. */
export const useProductsSearch = () => useListSearch(route.useSearch(), route.useNavigate());

export type ProductsSearch = ReturnType<typeof useProductsSearch>[0];
