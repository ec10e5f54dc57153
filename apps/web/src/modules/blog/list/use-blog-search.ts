import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '../../../lib/use-list-search';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/pages/blog/list');

/** The list's search params and a setter: a new search or tag starts again at page 1. */
export const useBlogSearch = () => useListSearch(route.useSearch(), route.useNavigate());

export type BlogSearch = ReturnType<typeof useBlogSearch>[0];
