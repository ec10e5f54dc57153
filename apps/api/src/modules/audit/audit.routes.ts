import { createRoute } from '@hono/zod-openapi';
import {
  auditActorsReplySchema,
  auditListQuerySchema,
  auditListReplySchema,
} from '@beacon/contract/audit';
import { badRequest } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './audit.repo';

const tags = ['Audit'];
const guarded = { tags, security: bearerSecurity } as const;

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/audit',
  summary: 'The audit log, newest first, filtered and paged',
  description:
    'Every write through the API, recorded in the same transaction: who, when, which row, the action, and each changed field as before and after (secrets only as changed). `from` and `to` are UTC days, both included.',
  middleware: [requires('read', 'Audit')] as const,
  request: { query: auditListQuerySchema },
  responses: { 200: json(auditListReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const actorsRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/audit/actors',
  summary: 'The accounts that appear in the audit log',
  middleware: [requires('read', 'Audit')] as const,
  responses: { 200: json(auditActorsReplySchema, 'By e-mail'), ...guardedReplies },
});

export interface AuditOptions {
  directory: repo.AuditDirectory;
  /** What the modules write to the log: a filter on anything else is refused. */
  resources: readonly string[];
}

export function auditRoutes({ directory, resources }: AuditOptions) {
  const router = createRouter();
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    if (query.resource !== undefined && !resources.includes(query.resource))
      throw badRequest({ resource: [`resource must be one of ${resources.join(', ')}`] });
    return c.json(await repo.listAudit(c.var.db, directory, query), 200);
  });
  router.openapi(actorsRoute, async (c) =>
    c.json({ actors: await repo.listAuditActors(c.var.db, directory) }, 200),
  );
  return router;
}
