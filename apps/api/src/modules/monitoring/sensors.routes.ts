import { createRoute } from '@hono/zod-openapi';
import {
  monitoringMessages,
  newSensorSchema,
  sensorIdParamSchema,
  sensorPatchSchema,
  sensorReplySchema,
  sensorTokenReplySchema,
  sensorsQuerySchema,
  sensorsReplySchema,
} from '@beacon/contract/monitoring';
import { errorReplySchema } from '@beacon/contract/common';
import type { z } from 'zod';
import { badRequest, fieldErrors, HttpError, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { ModuleContext } from '../../lib/module';
import {
  badInput,
  bearerSecurity,
  conflictReply,
  guardedReplies,
  json,
  jsonBody,
  notFoundReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { accountNames, publishNotices } from './alarm-notices';
import { publishSetup } from './monitoring.live';
import { clearSensorAlarms } from './rules.repo';
import { asSensor, type SensorRow } from './sensor-view';
import { newDeviceToken } from './sensor-tokens';
import * as repo from './sensors.repo';

const tags = ['Monitoring'];
const guarded = { tags, security: bearerSecurity } as const;
const path = '/api/monitoring/sensors';
const onePath = `${path}/{id}`;
const retiredReply = { 409: json(errorReplySchema, 'The sensor is retired') };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path,
  summary: 'The sensors, with the zones they are in',
  description:
    '`q` matches the name (case-insensitive substring), `zone` is exact; retired sensors only with `retired=true`. `zones`: the distinct zones of the listed sensors that are in use, sorted.',
  middleware: [requires('read', 'Monitoring')] as const,
  request: { query: sensorsQuerySchema },
  responses: { 200: json(sensorsReplySchema, 'By name'), ...badInput, ...guardedReplies },
});

const createSensorRoute = createRoute({
  ...guarded,
  method: 'post',
  path,
  summary: 'Add a sensor; the reply carries its device token, shown this once',
  description:
    'The name is unique without case (409 with a message on `name`). Only the token’s hash is kept: store the token in the device now.',
  middleware: [requires('create', 'MonitoringSetup')] as const,
  request: { body: jsonBody(newSensorSchema) },
  responses: {
    201: json(sensorTokenReplySchema, 'Added'),
    ...badInput,
    ...conflictReply,
    ...guardedReplies,
  },
});

const patchRoute = createRoute({
  ...guarded,
  method: 'patch',
  path: onePath,
  summary: 'Change a sensor',
  description:
    'Any of its fields; the plausible range and the stale and offline times are checked against the stored values too (messages on `maxValue`, `offlineAfterSeconds`). A retired sensor is not changed (409).',
  middleware: [requires('update', 'MonitoringSetup')] as const,
  request: { params: sensorIdParamSchema, body: jsonBody(sensorPatchSchema) },
  responses: {
    200: json(sensorReplySchema, 'Changed'),
    ...badInput,
    ...notFoundReply,
    409: json(errorReplySchema, 'The name is taken, or the sensor is retired'),
    ...guardedReplies,
  },
});

const retireRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: onePath,
  summary: 'Retire a sensor',
  description:
    'Kept with its readings and alarms for history; its device token stops working and its alarm rules no longer run for it. Retiring a retired sensor changes nothing.',
  middleware: [requires('delete', 'MonitoringSetup')] as const,
  request: { params: sensorIdParamSchema },
  responses: {
    200: json(sensorReplySchema, 'Retired'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const rotateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: `${onePath}/token`,
  summary: 'Give a sensor a new device token',
  description:
    'The old token stops working at once; the new one is in the reply, shown this once. A retired sensor gets none (409).',
  middleware: [requires('update', 'MonitoringSetup')] as const,
  request: { params: sensorIdParamSchema },
  responses: {
    200: json(sensorTokenReplySchema, 'The new token'),
    ...badInput,
    ...notFoundReply,
    ...retiredReply,
    ...guardedReplies,
  },
});

async function sensorOrNotFound(db: Parameters<typeof repo.findSensor>[0], id: number) {
  const row = await repo.findSensor(db, id);
  if (!row) throw notFound(monitoringMessages.sensorNotFound);
  return row;
}

const notRetired = (row: SensorRow) => {
  if (row.retiredAt) throw new HttpError(409, monitoringMessages.sensorRetired);
  return row;
};

/** The stored sensor with the change applied must still be a valid sensor: the same messages. */
function checkMerged(row: SensorRow, change: z.infer<typeof sensorPatchSchema>) {
  const merged = newSensorSchema.safeParse({
    name: row.name,
    zone: row.zone,
    unit: row.unit,
    minValue: row.minValue,
    maxValue: row.maxValue,
    staleAfterSeconds: row.staleAfterSeconds,
    offlineAfterSeconds: row.offlineAfterSeconds,
    ...change,
  });
  if (!merged.success) throw badRequest(fieldErrors(merged.error));
}

/** Sensors admin: list, add, change, retire, new device token. */
export function sensorsRoutes({ db, live, service }: ModuleContext) {
  const announce = () => publishSetup(live, 'sensors');
  const names = accountNames(service);
  return createRouter()
    .openapi(listRoute, async (c) => {
      const rows = await repo.listSensors(c.var.db, c.req.valid('query'));
      const now = new Date();
      const zones = [...new Set(rows.filter((row) => !row.retiredAt).map((row) => row.zone))].sort(
        (a, b) => a.localeCompare(b),
      );
      return c.json({ sensors: rows.map((row) => asSensor(row, now)), zones }, 200);
    })
    .openapi(createSensorRoute, async (c) => {
      const token = await newDeviceToken();
      const row = await repo.insertSensor(c.var.db, c.req.valid('json'), token);
      c.var.afterCommit(announce);
      return c.json({ sensor: asSensor(row), token: token.token }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const row = notRetired(await sensorOrNotFound(c.var.db, id));
      checkMerged(row, change);
      if (Object.keys(change).length === 0) return c.json({ sensor: asSensor(row) }, 200);
      const updated = await repo.updateSensor(c.var.db, id, change);
      c.var.afterCommit(announce);
      return c.json({ sensor: asSensor(updated) }, 200);
    })
    .openapi(retireRoute, async (c) => {
      const { id } = c.req.valid('param');
      const row = await sensorOrNotFound(c.var.db, id);
      if (row.retiredAt) return c.json({ sensor: asSensor(row) }, 200);
      const now = new Date();
      const retired = await repo.updateSensor(c.var.db, id, { retiredAt: now });
      const cleared = await clearSensorAlarms(c.var.db, id, now);
      c.var.afterCommit(announce);
      c.var.afterCommit(async () => {
        await publishNotices(
          db,
          live,
          names,
          cleared.map((alarmId) => ({ change: 'cleared', alarmId })),
        );
      });
      return c.json({ sensor: asSensor(retired) }, 200);
    })
    .openapi(rotateRoute, async (c) => {
      const { id } = c.req.valid('param');
      notRetired(await sensorOrNotFound(c.var.db, id));
      const token = await newDeviceToken();
      const row = await repo.updateSensor(c.var.db, id, {
        tokenHash: token.hash,
        tokenHint: token.hint,
      });
      c.var.afterCommit(announce);
      return c.json({ sensor: asSensor(row), token: token.token }, 200);
    });
}
