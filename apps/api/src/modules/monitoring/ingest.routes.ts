import { createRoute } from '@hono/zod-openapi';
import { authMessages } from '@beacon/contract/auth';
import { errorReplySchema, type FieldErrors } from '@beacon/contract/common';
import {
  ingestBatchMax,
  ingestBodySchema,
  ingestFutureSeconds,
  ingestPath,
  ingestReplySchema,
  monitoringMessages,
} from '@beacon/contract/monitoring';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context';
import { badRequest, HttpError } from '../../lib/errors';
import { bearerToken } from '../../lib/guard';
import type { ModuleContext } from '../../lib/module';
import { badInput, json, jsonBody } from '../../lib/openapi';
import { tooManyReply } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { announceStored, storeReadings } from './ingest';
import {
  ingestAddressFailureLimit,
  ingestDeviceLimit,
  limitAddressFailures,
  limitDevice,
  requestSensor,
} from './ingest-limit';
import type { NewReading, SensorRow } from './sensor-view';
import { deviceTokenHash, deviceTokenPrefix } from './sensor-tokens';
import { findSensorByTokenHash } from './sensors.repo';

const deviceSecurity = 'deviceToken';

function refuse(message: string): never {
  throw new HttpError(401, message);
}

/**
 * The device token names the sensor; a person's access token, a rotated token or a retired
 * sensor's is refused alike. Runs before the body is checked, so that a stranger learns nothing.
 */
const deviceAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) {
    c.header('WWW-Authenticate', 'Bearer');
    refuse(authMessages.unauthenticated);
  }
  const sensor = token.startsWith(deviceTokenPrefix)
    ? await findSensorByTokenHash(c.var.db, await deviceTokenHash(token))
    : undefined;
  if (!sensor || sensor.retiredAt) {
    c.header('WWW-Authenticate', 'Bearer');
    refuse(monitoringMessages.badDeviceToken);
  }
  requestSensor.set(c.req.raw, sensor);
  await next();
});

const ingestRoute = createRoute({
  tags: ['Monitoring'],
  method: 'post',
  path: ingestPath,
  summary: 'A device posts its readings',
  description: `\`Authorization: Bearer <device token>\` (from adding the sensor or rotating its token; not a person's token). At most ${ingestBatchMax} readings a request, any order. The whole batch is refused (400) when any reading is outside the sensor's plausible range (\`readings.N.value\`) or more than ${ingestFutureSeconds} seconds ahead of the server’s clock (\`readings.N.at\`). A reading the server has already (same sensor and time) is counted in \`duplicates\` and left as it was, so a batch may be sent again safely. ${ingestDeviceLimit.limit} requests a minute per device, and ${ingestAddressFailureLimit.limit} refused requests per client address in ${ingestAddressFailureLimit.windowMs / 60_000} minutes (429 with \`Retry-After\`).`,
  security: [{ [deviceSecurity]: [] }],
  middleware: [limitAddressFailures, deviceAuth, limitDevice] as const,
  request: { body: jsonBody(ingestBodySchema) },
  responses: {
    200: json(ingestReplySchema, 'Stored'),
    ...badInput,
    401: json(errorReplySchema, 'No device token, or an unknown, rotated or retired one'),
    ...tooManyReply,
  },
});

const plausible = (value: number) => String(Number(value.toPrecision(12)));

/** Every reading outside the sensor's range or too far ahead, by its place in the batch. */
function checkReadings(sensor: SensorRow, readings: NewReading[], now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const latest = now.getTime() + ingestFutureSeconds * 1000;
  readings.forEach(({ at, value }, index) => {
    if (value < sensor.minValue || value > sensor.maxValue)
      errors[`readings.${index}.value`] = [
        `${plausible(value)} is outside the plausible range ${plausible(sensor.minValue)} to ${plausible(sensor.maxValue)} ${sensor.unit}`,
      ];
    if (at.getTime() > latest)
      errors[`readings.${index}.at`] = [
        `More than ${ingestFutureSeconds / 60} minutes ahead of the server’s clock`,
      ];
  });
  return errors;
}

/** Where devices post readings: checked whole, stored in one transaction, then announced. */
export function ingestRoutes(context: ModuleContext) {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', deviceSecurity, {
    type: 'http',
    scheme: 'bearer',
    description: 'A sensor’s device token (`bst_…`), shown when the sensor is added or rotated',
  });
  return router.openapi(ingestRoute, async (c) => {
    const sensor = requestSensor.get(c.req.raw);
    if (!sensor) throw new Error('ingest reached without its device check');
    const readings = c.req
      .valid('json')
      .readings.map(({ at, value }) => ({ at: new Date(at), value }));
    const errors = checkReadings(sensor, readings, new Date());
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    // Ingest is left out of the audited transaction: it holds its own, as short as it can be.
    const stored = await c.var.db.transaction((tx) => storeReadings(tx, sensor, readings));
    await announceStored(context, stored);
    return c.json({ stored: stored.stored, duplicates: stored.duplicates }, 200);
  });
}
