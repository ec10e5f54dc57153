import type { QueryKey } from '@tanstack/react-query';
import { useLiveList } from '../lib/use-live-list';

interface LiveListSubscriptionProps {
  resource: string;
  queryKey: QueryKey;
  owned?: boolean;
}

/** The lazy half of LiveListUpdates. */
export function LiveListSubscription({ resource, queryKey, owned }: LiveListSubscriptionProps) {
  useLiveList(resource, queryKey, owned);
  return null;
}
