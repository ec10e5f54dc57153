import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AfterPage } from './after-page';

// The live socket's code comes with classic zod (@beacon/contract/live's message schemas):
// asked for once the first page has been drawn (with its rows from the query already), so
// that it does not share a phone's connection with the page's own code.
const Subscription = lazy(() =>
  import('./live-list-subscription').then((module) => ({
    default: module.LiveListSubscription,
  })),
);

interface LiveListUpdatesProps {
  /** The list's table, as the audit log names it (`tasks`). */
  resource: string;
  queryKey: QueryKey;
  /** The rows are the signed-in account's own (tasks, events, mail). */
  owned?: boolean;
}

/** `useLiveList` as an element that draws nothing: the list reloads when its table changes. */
export function LiveListUpdates(props: LiveListUpdatesProps) {
  return (
    <AfterPage>
      <Suspense fallback={null}>
        <Subscription {...props} />
      </Suspense>
    </AfterPage>
  );
}
