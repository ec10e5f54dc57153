import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  acknowledgeBodySchema,
  alarmIdParamSchema,
  alarmReplySchema,
  alarmsQuerySchema,
  alarmsReplySchema,
  monitoringMessages,
  severityCountsSchema,
} from '@beacon/contract/monitoring';
import { HttpError, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { ModuleContext } from '../../lib/module';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  notFoundReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { accountNames } from './alarm-notices';
import * as repo from './alarms.repo';
import { publishAlarm } from './monitoring.live';

const tags = ['Monitoring'];
const guarded = { tags, security: bearerSecurity } as const;

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/alarms',
  summary: 'Alarms, newest first, filtered and paged',
  description:
    '`state`: `active` (open, nobody acknowledged it yet), `acknowledged` (open, acknowledged), `cleared` (over, acknowledged or not). `active` in the reply counts every open alarm by severity, acknowledged or not, whatever the filters.',
  middleware: [requires('read', 'Monitoring')] as const,
  request: { query: alarmsQuerySchema },
  responses: { 200: json(alarmsReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const activeRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/alarms/active',
  summary: 'Open alarms by severity, acknowledged or not',
  middleware: [requires('read', 'Monitoring')] as const,
  responses: { 200: json(severityCountsSchema, 'The counts'), ...guardedReplies },
});

const acknowledgeRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/monitoring/alarms/{id}/acknowledge',
  summary: 'Acknowledge an alarm, once, with a comment',
  description: 'An open or a cleared alarm; a second acknowledgement answers 409.',
  middleware: [requires('update', 'Alarm')] as const,
  request: { params: alarmIdParamSchema, body: jsonBody(acknowledgeBodySchema) },
  responses: {
    200: json(alarmReplySchema, 'Acknowledged'),
    ...badInput,
    ...notFoundReply,
    409: json(errorReplySchema, monitoringMessages.alreadyAcknowledged),
    ...guardedReplies,
  },
});

export const alarmsRoutes = ({ live, service }: ModuleContext) => {
  const names = accountNames(service);
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listAlarms(c.var.db, names, c.req.valid('query')), 200),
    )
    .openapi(activeRoute, async (c) => c.json(await repo.openCounts(c.var.db), 200))
    .openapi(acknowledgeRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { comment } = c.req.valid('json');
      const done = await repo.acknowledge(c.var.db, id, c.var.principal.id, comment);
      const alarm = await repo.findAlarm(c.var.db, names, id);
      if (!alarm) throw notFound(monitoringMessages.alarmNotFound);
      if (!done) throw new HttpError(409, monitoringMessages.alreadyAcknowledged);
      c.var.afterCommit(() => publishAlarm(live, 'acknowledged', alarm));
      return c.json({ alarm }, 200);
    });
};
