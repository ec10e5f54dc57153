import { createRoute, z } from '@hono/zod-openapi';
import {
  accessMessages,
  addPermissionBodySchema,
  permissionIdQuerySchema,
  permissionReplySchema,
  permissionsQuerySchema,
  permissionsReplySchema,
  updatePermissionBodySchema,
} from '@beacon/contract/access';
import { errorReplySchema } from '@beacon/contract/common';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './access.repo';

const tags = ['Permissions'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownPermission = { 404: json(errorReplySchema, accessMessages.permissionNotFound) };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/permissions/data',
  summary: 'Permissions: search, role filter and a page',
  description:
    '`q` is a case-insensitive substring of the name or the created date as shown ("14 Apr 2021, 8:43 PM"); `%` and `_` are literal. `assignedTo` keeps the permissions assigned to exactly that role. The newest come first. A page past the end is empty with the same total.',
  middleware: [requires('read', 'Access')] as const,
  request: { query: permissionsQuerySchema },
  responses: { 200: json(permissionsReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/permissions/add-permission',
  summary: 'Add a permission, assigned to administrator',
  middleware: [requires('create', 'Access')] as const,
  request: { body: jsonBody(addPermissionBodySchema) },
  responses: { 201: json(permissionReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const updateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/permissions/update-permission',
  summary: 'Rename a permission',
  middleware: [requires('update', 'Access')] as const,
  request: { body: jsonBody(updatePermissionBodySchema) },
  responses: {
    201: json(permissionReplySchema, 'Renamed'),
    ...badInput,
    ...unknownPermission,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/permissions/delete',
  summary: 'Delete a permission (`?id=3`)',
  middleware: [requires('delete', 'Access')] as const,
  request: { query: permissionIdQuerySchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    ...badInput,
    ...unknownPermission,
    ...guardedReplies,
  },
});

/** A name another permission has, without case: a field message under the name's key. */
async function uniqueName<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest({ [field]: [accessMessages.permissionNameTaken] });
    throw error;
  }
}

export function accessRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const { q, perPage, page, assignedTo } = query;
      const params = { q, perPage, page, assignedTo };
      return c.json({ params, ...(await repo.listPermissions(c.var.db, query)) }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { name } = c.req.valid('json').permission;
      const permission = await uniqueName('permission.name', () =>
        repo.addPermission(c.var.db, name),
      );
      return c.json({ permission }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const { id, name } = c.req.valid('json');
      const permission = await uniqueName('name', () => repo.renamePermission(c.var.db, id, name));
      if (!permission) throw notFound(accessMessages.permissionNotFound);
      return c.json({ permission }, 201);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('query');
      if (!(await repo.deletePermission(c.var.db, id))) {
        throw notFound(accessMessages.permissionNotFound);
      }
      return c.json({ id }, 200);
    });
}
