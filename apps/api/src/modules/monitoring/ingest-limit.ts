import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { byAddress, limited } from '../../lib/rate-limit';
import type { SensorRow } from './sensor-view';

const MINUTE = 60_000;

/**
 * Per device: 120 requests a minute. A device posting once a second (a reading each, or a batch)
 * stays at half of it, and one catching up after an outage may burst; the bench's 100 sensors at
 * 10,000 readings/s in batches of 500 post 0.2 a second each. A device stuck in a tight loop is cut
 * off before it costs the server much. Scaled by `rateLimitScale` like every limit.
 */
export const ingestDeviceLimit = { limit: 120, windowMs: MINUTE };

/**
 * Per client address, refused requests only (a bad token, a bad batch): devices post without a
 * person's token, so the input guard's limit on unsigned writes does not apply to them, and this
 * one cuts short a flood of garbage from one address all the same.
 */
export const ingestAddressFailureLimit = { limit: 300, windowMs: 5 * MINUTE, failuresOnly: true };

/** The sensor a request's device token named, once the route's check has found it. */
export const requestSensor = new WeakMap<Request, SensorRow>();

const bySensor = (c: Context<AppEnv>) => {
  const sensor = requestSensor.get(c.req.raw);
  return Promise.resolve(sensor && `sensor:${sensor.id}`);
};

export const limitDevice = limited(ingestDeviceLimit, bySensor);
export const limitAddressFailures = limited(ingestAddressFailureLimit, byAddress);
