import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUserInput, User, UsersListQuery, UsersListReply } from '@beacon/contract/users';
import { api } from '../../lib/http';

type UserStatus = User['status'];

/** Every key starts with the module id, so one invalidation reaches all of the module's lists. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UsersListQuery) => [...usersKeys.lists(), query] as const,
  count: (status: UserStatus | undefined) =>
    [...usersKeys.lists(), 'count', status ?? 'all'] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
};

export const usersListQuery = (query: UsersListQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) =>
      api<UsersListReply>('/api/users/list/data', { query: { ...query }, signal }),
  });

/** How many users there are (with one status, or all): the list's `total` for a one-row page. */
export const usersCountQuery = (status: UserStatus | undefined) =>
  queryOptions({
    queryKey: usersKeys.count(status),
    queryFn: ({ signal }) =>
      api<UsersListReply>('/api/users/list/data', { query: { status, perPage: 1 }, signal }),
    select: (reply) => reply.total,
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api<{ user: User }>('/api/users/user', { query: { id }, signal }),
    select: (reply) => reply.user,
  });

/** Adds a user; the lists and counts reload with their last parameters. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUserInput) =>
      api<{ user: User }>('/apps/users/add-user', { method: 'POST', body: user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}

/**
 * Deletes a user; its cached detail is dropped. The lists and counts reload after a failure too:
 * a 404 means someone else deleted the user, and the list should stop showing them.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ id: number }>('/apps/users/delete', { method: 'DELETE', query: { id } }),
    onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: usersKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
