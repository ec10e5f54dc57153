import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard.queries';

/**
 * Sample figures as an already answered query, so a sample card is drawn by `DashboardCard` like
 * every other card (same header, refresh button) without a request or a loading state.
 */
export function useSampleQuery<T>(name: string, sample: T) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'sample', name],
    queryFn: () => sample,
    initialData: sample,
    staleTime: Infinity,
  });
}
