import { createRoute } from '@hono/zod-openapi';
import {
  outboxDemoQuerySchema,
  outboxDemoReplySchema,
  outboxEmptyReplySchema,
  outboxIdParamSchema,
  outboxListQuerySchema,
  outboxListReplySchema,
  outboxMailSchema,
  outboxMessages,
} from '@beacon/contract/outbox';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, notFoundReply } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './outbox.repo';

const tags = ['Outbox'];
const guarded = { tags, security: bearerSecurity } as const;

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/outbox',
  summary: 'The mail kept instead of sent, newest first, searched and paged',
  description:
    '`q` matches the recipient or the subject (case-insensitive substring). A page past the end is `[]` with the same total.',
  middleware: [requires('read', 'Outbox')] as const,
  request: { query: outboxListQuerySchema },
  responses: { 200: json(outboxListReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

// Declared before `/api/outbox/{id}`, which would otherwise take "demo" for an id.
const demoRoute = createRoute({
  tags,
  method: 'get',
  path: '/api/outbox/demo',
  summary: 'A demo’s mail to one address, for a signed-out visitor',
  description:
    'Only on a demo (mock mode, or BEACON_MODE=demo): a visitor who asked for a password reset reads the mail here. Elsewhere 404. The newest mails to that address, whole.',
  request: { query: outboxDemoQuerySchema },
  responses: {
    200: json(outboxDemoReplySchema, 'That address’s mail'),
    ...badInput,
    ...notFoundReply,
  },
});

const getRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/outbox/{id}',
  summary: 'One kept mail, with its text and HTML parts',
  middleware: [requires('read', 'Outbox')] as const,
  request: { params: outboxIdParamSchema },
  responses: {
    200: json(outboxMailSchema, 'The mail'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const emptyRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/outbox',
  summary: 'Empty the outbox',
  middleware: [requires('delete', 'Outbox')] as const,
  responses: { 200: json(outboxEmptyReplySchema, 'Emptied'), ...guardedReplies },
});

export function outboxRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listOutbox(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(demoRoute, async (c) => {
      if (!c.var.config.demoOutbox) throw notFound(outboxMessages.demoClosed);
      const { to } = c.req.valid('query');
      return c.json({ mails: await repo.mailTo(c.var.db, to) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const mail = await repo.findMail(c.var.db, c.req.valid('param').id);
      if (!mail) throw notFound(outboxMessages.notFound);
      return c.json(mail, 200);
    })
    .openapi(emptyRoute, async (c) => c.json({ deleted: await repo.emptyOutbox(c.var.db) }, 200));
}
