import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UsersListQuery } from '@beacon/contract/users';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

type UserStatus = User['status'];

/**
 * A list page as the screen's address describes it: with a cursor the page number is only shown
 * (the API ignores it), and may be unknown.
 */
export type UsersListSearch = Omit<UsersListQuery, 'page'> & { page?: number };

/** Every key starts with the module id, so one invalidation reaches all of the module's lists. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (search: UsersListSearch) => [...usersKeys.lists(), search] as const,
  count: (status: UserStatus | undefined) =>
    [...usersKeys.lists(), 'count', status ?? 'all'] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
};

export const usersListQuery = (search: UsersListSearch) =>
  queryOptions({
    queryKey: usersKeys.list(search),
    queryFn: ({ signal }) => {
      const query: UsersListQuery = { ...search, page: search.page ?? 1 };
      return unwrap(api.GET('/api/users/list/data', { params: { query }, signal }));
    },
  });

/** How many users there are (with one status, or all): the list's `total` for a one-row page. */
export const usersCountQuery = (status: UserStatus | undefined) =>
  queryOptions({
    queryKey: usersKeys.count(status),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/users/list/data', { params: { query: { status, perPage: 1 } }, signal }),
      ),
    select: (reply) => reply.total,
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/users/user', { params: { query: { id } }, signal })),
    select: (reply) => reply.user,
  });

/** Adds a user; the lists and counts reload with their last parameters. */
export function useAddUser() {
  return useMutation({
    mutationFn: (user: ApiBody<'/apps/users/add-user', 'post'>) =>
      unwrap(api.POST('/apps/users/add-user', { body: user })),
    meta: { invalidatesOnSuccess: [usersKeys.lists()] },
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
      unwrap(api.DELETE('/apps/users/delete', { params: { query: { id } } })),
    onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: usersKeys.detail(id) }),
    meta: { invalidates: [usersKeys.lists()] },
  });
}
