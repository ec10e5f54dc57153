import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { AccessUsersQuery, PermissionsQuery } from '@beacon/contract/access';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

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
      unwrap(
        api.GET('/apps/permissions/data', {
          params: { query: { ...query, allData: 'false' } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const rolesQuery = () =>
  queryOptions({
    queryKey: accessKeys.roles(),
    queryFn: ({ signal }) => unwrap(api.GET('/apps/roles', { signal })),
    select: (reply) => reply.roles,
  });

export const accessUsersQuery = (query: AccessUsersParams) =>
  queryOptions({
    queryKey: accessKeys.userList(query),
    queryFn: ({ signal }) => unwrap(api.GET('/apps/roles/users', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** Permissions name roles, roles count users: after any write every view of the module reloads. */
const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    return useMutation({ mutationFn: request, meta: { invalidates: [accessKeys.all] } });
  };

export const useAddPermission = write((name: string) =>
  unwrap(api.POST('/apps/permissions/add-permission', { body: { permission: { name } } })),
);

export const useRenamePermission = write((body: { id: number; name: string }) =>
  unwrap(api.POST('/apps/permissions/update-permission', { body })),
);

export const useDeletePermission = write((id: number) =>
  unwrap(api.DELETE('/apps/permissions/delete', { params: { query: { id } } })),
);

export const useSaveRole = write(
  ({ id, body }: { id?: number; body: ApiBody<'/apps/roles', 'post'> }) =>
    id === undefined
      ? unwrap(api.POST('/apps/roles', { body }))
      : unwrap(api.PUT('/apps/roles/{id}', { params: { path: { id } }, body })),
);

export const useDeleteRole = write((id: number) =>
  unwrap(api.DELETE('/apps/roles/{id}', { params: { path: { id } } })),
);

export const useAddAccessUser = write((body: ApiBody<'/apps/roles/users', 'post'>) =>
  unwrap(api.POST('/apps/roles/users', { body })),
);

export const useAssignRole = write(({ id, role }: { id: number; role: string }) =>
  unwrap(api.PUT('/apps/roles/users/{id}', { params: { path: { id } }, body: { role } })),
);
