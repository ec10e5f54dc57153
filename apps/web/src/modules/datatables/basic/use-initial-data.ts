import { useQuery } from '@tanstack/react-query';
import { initialDataQuery } from '../datatables.queries';

/** Every row, shared by the basic screen's cards (one request, one cache entry). */
export const useInitialData = () => useQuery(initialDataQuery());
