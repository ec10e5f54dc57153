import { createRoute } from '@hono/zod-openapi';
import {
  monitoringMessages,
  ruleBodySchema,
  ruleIdParamSchema,
  ruleReplySchema,
  rulesReplySchema,
} from '@beacon/contract/monitoring';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
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
import { accountNames, publishNotices } from './alarm-notices';
import { publishSetup } from './monitoring.live';
import { checkedRule } from './rule-checks';
import * as repo from './rules.repo';

const tags = ['Monitoring'];
const guarded = { tags, security: bearerSecurity } as const;

const ruleDeletedSchema = z.object({ id: z.number().int() });

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/rules',
  summary: 'Every alarm rule, by name',
  middleware: [requires('read', 'Monitoring')] as const,
  responses: { 200: json(rulesReplySchema, 'The rules'), ...guardedReplies },
});

const createRuleRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/monitoring/rules',
  summary: 'Add an alarm rule',
  description:
    'Exactly one scope: `sensorId` (a sensor in use) or `zone`. The condition’s own fields are required (above, below: `threshold`; outside: `low` < `high`; rate: `ratePerMinute`; noData: `noDataMinutes`); the others are stored null. `notifyRoles` names existing roles.',
  middleware: [requires('create', 'MonitoringSetup')] as const,
  request: { body: jsonBody(ruleBodySchema) },
  responses: { 201: json(ruleReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const updateRuleRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/api/monitoring/rules/{id}',
  summary: 'Replace an alarm rule',
  description:
    'Checked as on creation. Sensors half-way through its delay start afresh. Its open alarms clear when it is disabled, or watches another condition or scope.',
  middleware: [requires('update', 'MonitoringSetup')] as const,
  request: { params: ruleIdParamSchema, body: jsonBody(ruleBodySchema) },
  responses: {
    200: json(ruleReplySchema, 'Saved'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const deleteRuleRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/monitoring/rules/{id}',
  summary: 'Delete an alarm rule',
  description:
    'Its alarms stay, with the rule’s name and no rule id; those still open clear, as nothing could clear them any more.',
  middleware: [requires('delete', 'MonitoringSetup')] as const,
  request: { params: ruleIdParamSchema },
  responses: {
    200: json(ruleDeletedSchema, 'Deleted'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

/** A rule whose open alarms no reading could clear any more. */
const strands = (before: repo.RuleRow, after: repo.RuleRow) =>
  !after.enabled ||
  before.condition !== after.condition ||
  before.sensorId !== after.sensorId ||
  before.zone !== after.zone;

export const rulesRoutes = ({ db, live, service }: ModuleContext) => {
  const names = accountNames(service);
  const announceCleared = (alarmIds: number[]) => () =>
    publishNotices(
      db,
      live,
      names,
      alarmIds.map((alarmId) => ({ change: 'cleared', alarmId })),
    ).then(() => undefined);
  const announceRules = () => publishSetup(live, 'rules');
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ rules: (await repo.listRules(c.var.db)).map(repo.asRule) }, 200),
    )
    .openapi(createRuleRoute, async (c) => {
      const values = await checkedRule(c.var.db, c.req.valid('json'));
      const row = await repo.insertRule(c.var.db, values, c.var.principal.id);
      c.var.afterCommit(announceRules);
      return c.json({ rule: repo.asRule(row) }, 201);
    })
    .openapi(updateRuleRoute, async (c) => {
      const { id } = c.req.valid('param');
      const before = await repo.findRule(c.var.db, id);
      if (!before) throw notFound(monitoringMessages.ruleNotFound);
      const values = await checkedRule(c.var.db, c.req.valid('json'), before.sensorId);
      const row = await repo.updateRule(c.var.db, id, values);
      if (!row) throw notFound(monitoringMessages.ruleNotFound);
      if (strands(before, row))
        c.var.afterCommit(announceCleared(await repo.clearOpenAlarms(c.var.db, id, new Date())));
      c.var.afterCommit(announceRules);
      return c.json({ rule: repo.asRule(row) }, 200);
    })
    .openapi(deleteRuleRoute, async (c) => {
      const { id } = c.req.valid('param');
      const cleared = await repo.clearOpenAlarms(c.var.db, id, new Date());
      if (!(await repo.deleteRule(c.var.db, id))) throw notFound(monitoringMessages.ruleNotFound);
      c.var.afterCommit(announceCleared(cleared));
      c.var.afterCommit(announceRules);
      return c.json({ id }, 200);
    });
};
