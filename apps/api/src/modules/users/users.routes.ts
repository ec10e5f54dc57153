import { createRoute } from '@hono/zod-openapi';
import { idQuerySchema } from '@beacon/contract/common';
import {
  newUserSchema,
  userReplySchema,
  userSchema,
  usersListQuerySchema,
  usersListReplySchema,
  type User,
  usersMessages,
} from '@beacon/contract/users';
import {
  type AuditEntry,
  userActivityLimit,
  userActivityReplySchema,
} from '@beacon/contract/audit';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createRouter } from '../../lib/router';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import {
  badInput,
  bearerSecurity,
  conflictReply,
  guardedReplies,
  json,
  jsonBody,
  notFoundReply,
} from '../../lib/openapi';
import { jsonArrayStream } from '../../lib/json-stream';
import * as repo from './users.repo';

const tags = ['Users'];
const guarded = { tags, security: bearerSecurity } as const;

const allDataRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/users/list/all-data',
  summary: 'Every user, by id',
  description:
    'Streamed a thousand at a time: a million users reach the client without being held in the server’s memory.',
  middleware: [requires('read', 'User')] as const,
  responses: { 200: json(z.array(userSchema), 'All users'), ...guardedReplies },
});

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/users/list/data',
  summary: 'Search, filter, sort and page the users',
  description:
    '`q` matches email, fullName and billing (case-insensitive substring); role, status and currentPlan are exact; an empty value means no filter. A page past the end is `[]` with the same total. `cursor` (`first`, `last`, or one of the reply’s `cursors`) pages without OFFSET and overrides `page`; a cursor from another sort, filter or search is a 400. A search’s `total` is exact up to 10,000 matches and estimated past it (`totalExact: false`).',
  middleware: [requires('read', 'User')] as const,
  request: { query: usersListQuerySchema },
  responses: { 200: json(usersListReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const getRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/users/user',
  summary: 'One user by id (`?id=3`)',
  middleware: [requires('read', 'User')] as const,
  request: { query: idQuerySchema },
  responses: {
    200: json(userReplySchema, 'The user'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const activityRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/users/activity',
  summary:
    'A user’s activity (`?id=3`): what the account with its e-mail did, and what was done to it',
  description: `The newest ${userActivityLimit} audit entries; for admins, who read the audit log.`,
  middleware: [requires('read', 'User'), requires('read', 'Audit')] as const,
  request: { query: idQuerySchema },
  responses: {
    200: json(userActivityReplySchema, 'Newest first'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/users/add-user',
  summary: 'Add a user (the body is the user itself); id = max id + 1',
  middleware: [requires('create', 'User')] as const,
  request: { body: jsonBody(newUserSchema) },
  responses: {
    201: json(userReplySchema, 'Added'),
    ...badInput,
    ...conflictReply,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/users/delete',
  summary: 'Delete a user by id (`?id=3`)',
  middleware: [requires('delete', 'User')] as const,
  request: { query: idQuerySchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

/** A user's audit entries: the audit log is the platform's, read through the audit module. */
export type UserActivity = (db: Db, user: User, limit: number) => Promise<AuditEntry[]>;

/** What follows a user's deletion in the same transaction: their picture loses its link. */
export type UserDeleted = (db: Db, id: number) => Promise<void>;

export function usersRoutes({
  activity,
  deleted,
}: {
  activity: UserActivity;
  deleted: UserDeleted;
}) {
  const router = createRouter();
  // A plain route beside its documentation: a streamed body is no typed JSON reply.
  router.openAPIRegistry.registerPath(allDataRoute);
  router.get(allDataRoute.path, ...allDataRoute.middleware, (c) =>
    jsonArrayStream(repo.userBatches(c.var.db)),
  );
  return router
    .openapi(listRoute, async (c) =>
      c.json(await repo.listUsers(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(getRoute, async (c) => {
      const user = await repo.findUser(c.var.db, c.req.valid('query').id);
      if (!user) throw notFound(usersMessages.notFound);
      return c.json({ user }, 200);
    })
    .openapi(activityRoute, async (c) => {
      const user = await repo.findUser(c.var.db, c.req.valid('query').id);
      if (!user) throw notFound(usersMessages.notFound);
      return c.json({ entries: await activity(c.var.db, user, userActivityLimit) }, 200);
    })
    .openapi(addRoute, async (c) => {
      const body = c.req.valid('json');
      const rejectClashes = async () => {
        const clash = await repo.findUserClashes(c.var.db, body.email, body.username);
        if (clash.email || clash.username)
          throw conflict({
            ...(clash.email && { email: [usersMessages.emailTaken] }),
            ...(clash.username && { username: [usersMessages.usernameTaken] }),
          });
      };
      await rejectClashes();
      // A concurrent add may take the same e-mail, username or next id: re-check, then retry.
      for (let attempt = 1; ; attempt++) {
        try {
          // Its own savepoint: the request's transaction must outlive a refused insert.
          const user = await c.var.db.transaction((tx) => repo.insertUser(tx, body));
          return c.json({ user }, 201);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt === 3) throw error;
          await rejectClashes();
        }
      }
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('query');
      if (!(await repo.deleteUser(c.var.db, id))) throw notFound(usersMessages.notFound);
      await deleted(c.var.db, id);
      return c.json({ id }, 200);
    });
}
