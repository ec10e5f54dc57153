import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccessUser,
  AccessUsersQuery,
  AccessUsersReply,
  NewAccessUserBodyInput,
  Permission,
  PermissionsQuery,
  PermissionsReply,
  Role,
  RoleBodyInput,
} from '@beacon/contract/access';
import { api } from '../../lib/http';

// What the screens send: the API's query with its defaults left out where the screen has none.
type PermissionsParams = Partial<PermissionsQuery>;
type AccessUsersParams = Partial<AccessUsersQuery>;

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const accessKeys = {
  all: ['access'] as const,
  permissions: () => [...accessKeys.all, 'permissions'] as const,
  permissionList: (query: PermissionsParams) => [...accessKeys.permissions(), query] as const,
  roles: () => [...accessKeys.all, 'roles'] as const,
  users: () => [...accessKeys.all, 'users'] as const,
  userList: (query: AccessUsersParams) => [...accessKeys.users(), query] as const,
};

export const permissionsQuery = (query: PermissionsParams) =>
  queryOptions({
    queryKey: accessKeys.permissionList(query),
    queryFn: ({ signal }) =>
      // The screen shows one page: allData would send every permission with each.
      api<PermissionsReply>('/apps/permissions/data', {
        query: { ...query, allData: 'false' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const rolesQuery = () =>
  queryOptions({
    queryKey: accessKeys.roles(),
    queryFn: ({ signal }) => api<{ roles: Role[] }>('/apps/roles', { signal }),
    select: (reply) => reply.roles,
  });

export const accessUsersQuery = (query: AccessUsersParams) =>
  queryOptions({
    queryKey: accessKeys.userList(query),
    queryFn: ({ signal }) =>
      api<AccessUsersReply>('/apps/roles/users', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** Permissions name roles, roles count users: after any write every view of the module reloads. */
const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.all }),
    });
  };

export const useAddPermission = write((name: string) =>
  api<{ permission: Permission }>('/apps/permissions/add-permission', {
    method: 'POST',
    body: { permission: { name } },
  }),
);

export const useRenamePermission = write((body: { id: number; name: string }) =>
  api<{ permission: Permission }>('/apps/permissions/update-permission', {
    method: 'POST',
    body,
  }),
);

export const useDeletePermission = write((id: number) =>
  api<{ id: number }>('/apps/permissions/delete', { method: 'DELETE', query: { id } }),
);

export const useSaveRole = write(({ id, body }: { id?: number; body: RoleBodyInput }) =>
  id === undefined
    ? api<{ role: Role }>('/apps/roles', { method: 'POST', body })
    : api<{ role: Role }>(`/apps/roles/${id}`, { method: 'PUT', body }),
);

export const useDeleteRole = write((id: number) =>
  api<{ id: number }>(`/apps/roles/${id}`, { method: 'DELETE' }),
);

export const useAddAccessUser = write((body: NewAccessUserBodyInput) =>
  api<{ user: AccessUser }>('/apps/roles/users', { method: 'POST', body }),
);

export const useAssignRole = write(({ id, role }: { id: number; role: string }) =>
  api<{ user: AccessUser }>(`/apps/roles/users/${id}`, { method: 'PUT', body: { role } }),
);
