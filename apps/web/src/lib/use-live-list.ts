import { listChangedType, listTopic } from '@beacon/contract/live';
import type { QueryKey } from '@tanstack/react-query';
import { useLiveEvents } from './live';
import { queryClient } from './query';
import { useSession } from './session';

/**
 * Keeps a list on screen current: when anyone (another user, another tab) commits a write to its
 * table, the server says so on the list's topic and the list's queries reload. `owned`: the rows
 * are the signed-in account's own (tasks, events, mail), announced on its topic alone. `resource`
 * is the table, as the audit log names it (the `auditResources` of its module's manifest).
 */
export function useLiveList(resource: string, queryKey: QueryKey, owned = false): void {
  const userId = useSession((state) => state.userData?.id);
  const topic = !owned
    ? listTopic(resource)
    : userId === undefined
      ? null
      : listTopic(resource, userId);
  useLiveEvents(topic, (event) => {
    if (event.type === listChangedType) void queryClient.invalidateQueries({ queryKey });
  });
}
