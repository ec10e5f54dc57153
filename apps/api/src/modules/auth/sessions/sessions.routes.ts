import { createRoute } from '@hono/zod-openapi';
import {
  sessionIdParamSchema,
  sessionsReplySchema,
  sessionsRevokedSchema,
} from '@beacon/contract/sessions';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context';
import { notFound } from '../../../lib/errors';
import { bearerToken, requires } from '../../../lib/guard';
import type { ModuleContext } from '../../../lib/module';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  notFoundReply,
} from '../../../lib/openapi';
import { createRouter } from '../../../lib/router';
import { verifyAccessToken } from '../../../lib/tokens';
import { deviceOf } from './device';
import * as repo from './sessions.repo';

// Everyone who can sign in has `read Auth`: these are one's own sign-ins, never another's.
const guarded = {
  tags: ['Sessions'],
  security: bearerSecurity,
  middleware: requires('read', 'Auth'),
};

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/auth/sessions',
  summary: 'My sign-ins still going, the latest used first; `current` is this one',
  responses: { 200: json(sessionsReplySchema, 'The sign-ins'), ...guardedReplies },
});

const revokeRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/auth/sessions/{id}',
  summary: 'End one of my sign-ins: its next token refresh fails, its live channel closes',
  request: { params: sessionIdParamSchema },
  responses: {
    204: { description: 'Ended' },
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const revokeOthersRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/auth/sessions',
  summary: 'End every sign-in of mine but this one',
  responses: { 200: json(sessionsRevokedSchema, 'How many ended'), ...guardedReplies },
});

/** The sign-in the caller's access token belongs to (the guard has checked the token). */
async function currentFamily(c: Context<AppEnv>): Promise<string | null> {
  const token = bearerToken(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(c.var.config, token) : null;
  return claims?.fam ?? null;
}

/** One's own sign-ins: listing and revoking them. */
export function sessionRoutes({ endSessions }: Pick<ModuleContext, 'endSessions'>) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const current = await currentFamily(c);
      const rows = await repo.liveSessions(c.var.db, c.var.principal.id);
      const list = rows.map((row) => ({
        id: row.familyId,
        device: deviceOf(row.userAgent),
        address: row.address,
        method: row.method,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.familyId === current,
      }));
      return c.json({ sessions: list }, 200);
    })
    .openapi(revokeRoute, async (c) => {
      const { id } = c.req.valid('param');
      const me = c.var.principal.id;
      const live = await repo.liveSessions(c.var.db, me);
      // Another account's sign-in is as unknown here as one that never was.
      if (!live.some((row) => row.familyId === id)) throw notFound('There is no such sign-in');
      await repo.revokeSessions(c.var.db, me, [id]);
      await endSessions({ family: id });
      return c.body(null, 204);
    })
    .openapi(revokeOthersRoute, async (c) => {
      const current = await currentFamily(c);
      const me = c.var.principal.id;
      const others = (await repo.liveSessions(c.var.db, me))
        .map((row) => row.familyId)
        .filter((family) => family !== current);
      await repo.revokeSessions(c.var.db, me, others);
      for (const family of others) await endSessions({ family });
      return c.json({ revoked: others.length }, 200);
    });
}
