import { createRoute, z } from '@hono/zod-openapi';
import {
  accessMessages,
  accessUserReplySchema,
  accessUsersQuerySchema,
  accessUsersReplySchema,
  assignRoleBodySchema,
  newAccessUserBodySchema,
  roleBodySchema,
  roleIdParamSchema,
  type RoleBody,
  roleReplySchema,
  rolesReplySchema,
} from '@beacon/contract/access';
import { passwordMessages, registerMessages } from '@beacon/contract/auth';
import { errorReplySchema } from '@beacon/contract/common';
import { userTopic } from '@beacon/contract/live';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { LiveHub } from '../../lib/live/hub';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { hashPassword } from '../../lib/passwords';
import { createRouter } from '../../lib/router';
import type { Db } from '../../db/client';
import * as auth from '../../lib/accounts/accounts';
import { refuseCommonPassword } from '../../lib/common-passwords';
import * as repo from './roles.repo';

/** With the check the form leaves to the API: the common passwords are too many for its code. */
const checkedNewAccessUserBody = newAccessUserBodySchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);

const tags = ['Roles'];
const guarded = { tags, security: bearerSecurity } as const;
const conflictReply = (description: string) => ({ 409: json(errorReplySchema, description) });
const unknownRole = { 404: json(errorReplySchema, accessMessages.roleNotFound) };
const idParam = { params: roleIdParamSchema };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/roles',
  summary: 'Every role with its matrix, its member count and its first members',
  middleware: [requires('read', 'Access')] as const,
  responses: { 200: json(rolesReplySchema, 'The roles'), ...guardedReplies },
});

const createRoleRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/roles',
  summary: 'Add a role with its permission matrix',
  middleware: [requires('create', 'Access')] as const,
  request: { body: jsonBody(roleBodySchema) },
  responses: { 201: json(roleReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const updateRoleRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/apps/roles/{id}',
  summary: 'Rename a role and set its matrix; its members’ abilities change on their next request',
  middleware: [requires('update', 'Access')] as const,
  request: { ...idParam, body: jsonBody(roleBodySchema) },
  responses: {
    200: json(roleReplySchema, 'Saved'),
    ...badInput,
    ...unknownRole,
    ...conflictReply(accessMessages.lastManageAll),
    ...guardedReplies,
  },
});

const deleteRoleRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/roles/{id}',
  summary: 'Delete a role that has no members',
  middleware: [requires('delete', 'Access')] as const,
  request: idParam,
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    ...badInput,
    ...unknownRole,
    ...conflictReply(accessMessages.roleHasUsers),
    ...guardedReplies,
  },
});

const usersRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/roles/users',
  summary: 'The people who can sign in, with their role and plan',
  description:
    '`q` is a case-insensitive substring of the full name, username or e-mail; `role` and `currentPlan` must match exactly (the role without case). Ordered by id.',
  middleware: [requires('read', 'Access')] as const,
  request: { query: accessUsersQuerySchema },
  responses: { 200: json(accessUsersReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const createUserRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/roles/users',
  summary: 'Add a person who can sign in, in a role',
  middleware: [requires('create', 'Access')] as const,
  request: { body: jsonBody(checkedNewAccessUserBody) },
  responses: {
    201: json(accessUserReplySchema, 'Added'),
    ...badInput,
    ...conflictReply('The e-mail or username is taken: `{ error: { field: [message] } }`'),
    ...guardedReplies,
  },
});

const assignRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/apps/roles/users/{id}',
  summary: 'Give a person another role; it applies on their next request',
  middleware: [requires('update', 'Access')] as const,
  request: { params: roleIdParamSchema, body: jsonBody(assignRoleBodySchema) },
  responses: {
    200: json(accessUserReplySchema, 'Saved'),
    ...badInput,
    404: json(errorReplySchema, accessMessages.userNotFound),
    ...conflictReply(accessMessages.lastManageAll),
    ...guardedReplies,
  },
});

export interface RolesOptions {
  /** What other modules give a new account (the e-mail module: a welcome mailbox). */
  onRegistered?: (db: Db, account: { id: number; email: string; name: string }) => Promise<void>;
  /** Tells the affected people's pages that their abilities changed, so their menus follow. */
  live?: LiveHub;
  /** The access subjects of the app's modules: a matrix's rows. */
  subjects: readonly string[];
}

export function rolesRoutes({
  live,
  onRegistered = () => Promise.resolve(),
  subjects,
}: RolesOptions) {
  const abilitiesChanged = async (ids: number[]) => {
    for (const id of ids) await live?.publish(userTopic(id), { type: 'access.changed' });
  };
  /** A matrix names only the modules' subjects: the contract knows their form, not their names. */
  const known = (body: RoleBody) => {
    const unknown = Object.keys(body.permissions).find((subject) => !subjects.includes(subject));
    if (unknown !== undefined)
      throw badRequest({
        permissions: [`There is no subject "${unknown}": subjects are ${subjects.join(', ')}`],
      });
    return body;
  };
  const roleReply = async (db: Parameters<typeof repo.findRole>[0], id: number) => {
    const role = await repo.findRole(db, subjects, id);
    if (!role) throw notFound(accessMessages.roleNotFound);
    return role;
  };

  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ roles: await repo.listRoles(c.var.db, subjects) }, 200),
    )
    .openapi(createRoleRoute, async (c) => {
      const id = await repo.createRole(c.var.db, subjects, known(c.req.valid('json')));
      return c.json({ role: await roleReply(c.var.db, id) }, 201);
    })
    .openapi(updateRoleRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { db, principal } = c.var;
      const members = await repo.updateRole(db, subjects, {
        id,
        body: known(c.req.valid('json')),
        callerId: principal.id,
      });
      await abilitiesChanged(members);
      return c.json({ role: await roleReply(db, id) }, 200);
    })
    .openapi(deleteRoleRoute, async (c) => {
      const { id } = c.req.valid('param');
      await repo.deleteRole(c.var.db, id);
      return c.json({ id }, 200);
    })
    .openapi(usersRoute, async (c) =>
      c.json(await repo.listAccessUsers(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(createUserRoute, async (c) => {
      const { db, config } = c.var;
      const body = c.req.valid('json');
      const role = await repo.findRoleByName(db, body.role);
      if (!role) throw badRequest({ role: [accessMessages.roleUnknown] });
      const taken = () => clashError(db, body.email, body.username);
      await taken();
      const passwordHash = await hashPassword(body.password, config.passwordIterations);
      let account: auth.Account;
      try {
        // Its own savepoint: the request's transaction must outlive a refused insert.
        account = await db.transaction((tx) =>
          auth.createAccount(tx, {
            email: body.email,
            username: body.username,
            fullName: body.fullName,
            passwordHash,
            role: role.name,
            currentPlan: body.currentPlan,
          }),
        );
      } catch (error) {
        // Another request took the name between the check and the insert.
        if (isUniqueViolation(error)) await taken();
        throw error;
      }
      await onRegistered(db, { id: account.id, email: account.email, name: body.fullName });
      const user = await repo.findAccessUser(db, account.id);
      if (!user) throw notFound(accessMessages.userNotFound);
      return c.json({ user }, 201);
    })
    .openapi(assignRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { db, principal } = c.var;
      const user = await repo.setAccountRole(db, id, c.req.valid('json').role, principal.id);
      if (!user) throw notFound(accessMessages.userNotFound);
      await abilitiesChanged([id]);
      return c.json({ user }, 200);
    });
}

/** 409 with a message on each taken field, as the users module's add-user answers. */
async function clashError(
  db: Parameters<typeof auth.findClashes>[0],
  email: string,
  username: string,
) {
  const clash = await auth.findClashes(db, email, username);
  if (!clash.email && !clash.username) return;
  throw new HttpError(409, {
    ...(clash.email ? { email: [registerMessages.emailTaken] } : {}),
    ...(clash.username ? { username: [registerMessages.usernameTaken] } : {}),
  });
}
