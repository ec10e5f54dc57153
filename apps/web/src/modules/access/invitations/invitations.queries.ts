import { queryOptions, useMutation } from '@tanstack/react-query';
import type { NewInvitationBody } from '@beacon/contract/recovery';
import { api, unwrap } from '../../../lib/http';
import { accessKeys } from '../access.queries';

export const invitationKeys = { all: () => [...accessKeys.all, 'invitations'] as const };

export const invitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.all(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/invitations', { signal })),
    select: (reply) => reply.invitations,
  });

export const useInvite = () =>
  useMutation({
    mutationFn: (body: NewInvitationBody) => unwrap(api.POST('/api/invitations', { body })),
    meta: { invalidates: [invitationKeys.all()] },
  });

export const useRevokeInvitation = () =>
  useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/invitations/{id}', { params: { path: { id } } })),
    meta: { invalidates: [invitationKeys.all()] },
  });
