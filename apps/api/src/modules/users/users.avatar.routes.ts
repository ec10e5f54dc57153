import { createRoute } from '@hono/zod-openapi';
import { fileIdOf } from '@beacon/contract/files-values';
import { usersMessages } from '@beacon/contract/users';
import {
  userAvatarBodySchema,
  userReplySchema,
  usersAvatarMessages,
} from '@beacon/contract/users-avatar';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { Services } from '../../lib/module';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  notFoundReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findUser } from './users.repo';
import { users } from './users.table';

/** A users-list person is no account: their picture's links name the `user` target. */
const target = 'user';

/** A deleted user's picture loses its link, so that the collector removes it. */
export const unlinkUserAvatar = (files: Services['files'], db: Db, id: number) =>
  files.unlink(db, target, [id]);

const avatarRoute = createRoute({
  tags: ['Users'],
  security: bearerSecurity,
  method: 'put',
  path: '/apps/users/avatar',
  summary: "Set or remove a user's picture",
  description:
    "`avatar`: the store URL (`/api/files/<id>`) of an `avatar` upload of the caller's own (`POST /api/files?kind=avatar`), or null to remove it. The picture is then readable to anyone signed in; a replaced one is removed.",
  middleware: [requires('update', 'User')] as const,
  request: { body: jsonBody(userAvatarBodySchema) },
  responses: {
    200: json(userReplySchema, 'The user with its new picture'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

export function usersAvatarRoutes({ files }: { files: () => Services['files'] }) {
  return createRouter().openapi(avatarRoute, async (c) => {
    const db = c.var.db;
    const { id, avatar } = c.req.valid('json');
    const user = await findUser(db, id);
    if (!user) throw notFound(usersMessages.notFound);
    const fileId = avatar ? fileIdOf(avatar) : undefined;
    if (avatar) {
      const [file] = fileId ? await files().owned(db, c.var.principal.id, [fileId]) : [];
      if (!file || file.kind !== 'avatar')
        throw badRequest({ avatar: [usersAvatarMessages.notOwn] });
    }
    const next = avatar ?? '';
    if (next !== user.avatar) {
      await db.update(users).set({ avatar: next }).where(eq(users.id, id));
      await files().unlink(db, target, [id]);
      if (fileId) await files().link(db, [{ fileId, target, targetId: id, readerId: null }]);
    }
    return c.json({ user: { ...user, avatar: next } }, 200);
  });
}
