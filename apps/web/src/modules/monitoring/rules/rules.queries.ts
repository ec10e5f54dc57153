import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/http';
import type { RuleBody } from './rule-values';

export const ruleKeys = {
  all: ['monitoring', 'rules'] as const,
  roleNames: ['monitoring', 'role-names'] as const,
};

export const rulesQuery = () =>
  queryOptions({
    queryKey: ruleKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/monitoring/rules', { signal })),
    select: (reply) => reply.rules,
  });

/**
 * The roles' names, for whom a rule notifies. The roles' own route needs read access to Access,
 * which a monitoring manager may lack: the form then offers the names it knows (see rule-form).
 */
export const roleNamesQuery = () =>
  queryOptions({
    queryKey: ruleKeys.roleNames,
    queryFn: ({ signal }) => unwrap(api.GET('/apps/roles', { signal })),
    select: (reply) => reply.roles.map((role) => role.name),
    staleTime: 5 * 60_000,
  });

// A rule's change shows in the chart's thresholds and the alarms too: the whole module reloads.
const meta = { invalidates: [['monitoring']] };

export const useSaveRule = () =>
  useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RuleBody }) =>
      id === undefined
        ? unwrap(api.POST('/api/monitoring/rules', { body }))
        : unwrap(api.PUT('/api/monitoring/rules/{id}', { params: { path: { id } }, body })),
    meta,
  });

export const useDeleteRule = () =>
  useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/monitoring/rules/{id}', { params: { path: { id } } })),
    meta,
  });
