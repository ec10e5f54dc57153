/**
 * Sends temperature readings to a running Beacon Admin as real devices would: over HTTP, each
 * sensor with its own device token, to the ingest endpoint.
 *
 *   npm run simulate -- --sensors 5 --interval 10 [--url http://127.0.0.1:3000]
 *                       [--email admin@demo.com --password admin]
 *
 * Signs in, finds or adds the sensors `Simulated 1…N` in the zone `Simulator` (rotating their
 * tokens, since a token is shown only once), then every `interval` seconds posts each sensor's
 * readings since its last post, from the same generator as the demo's history (a daily cycle,
 * noise, now and then a door left open or a dropout). One line per round; Ctrl-C stops it.
 */
import { pathToFileURL } from 'node:url';
import { ingestBatchMax, ingestPath } from '@beacon/contract/monitoring';
import { sampleSensors } from '../apps/api/src/modules/monitoring/monitoring.samples';
import { type SensorProfile, readingsBetween } from '../apps/api/src/modules/monitoring/simulator';

export interface Options {
  sensors: number;
  interval: number;
  url: string;
  email: string;
  password: string;
}

const defaults: Options = {
  sensors: 3,
  interval: 10,
  url: 'http://127.0.0.1:3000',
  email: 'admin@demo.com',
  password: 'admin',
};
export const simulatedZone = 'Simulator';
export const simulatedName = (index: number) => `Simulated ${index}`;

/** The command line's options, or the message to show instead. */
export function parseOptions(args: readonly string[]): Options | { error: string } {
  const options = { ...defaults };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined || value.startsWith('--')) return { error: `${flag} needs a value` };
    switch (flag) {
      case '--sensors':
      case '--interval': {
        const n = Number(value);
        const [min, max] = flag === '--sensors' ? [1, 100] : [1, 3600];
        if (!Number.isInteger(n) || n < min || n > max)
          return { error: `${flag} must be a whole number from ${min} to ${max}` };
        options[flag === '--sensors' ? 'sensors' : 'interval'] = n;
        break;
      }
      case '--url':
        if (!/^https?:\/\//.test(value))
          return { error: '--url must start with http:// or https://' };
        options.url = value.replace(/\/+$/, '');
        break;
      case '--email':
        options.email = value;
        break;
      case '--password':
        options.password = value;
        break;
      default:
        return { error: `unknown option ${flag}` };
    }
  }
  return options;
}

/** Simulated sensor n behaves like sample sensor n (round the list), with a noise of its own. */
export function profileOf(index: number): SensorProfile {
  const sample = sampleSensors[(index - 1) % sampleSensors.length];
  if (!sample) throw new Error('no sample sensors');
  return { ...sample.profile, seed: 10_000 + index };
}

/**
 * The readings of one sensor after `last`, up to `now`, one every `step` seconds: at most one
 * ingest batch (1,000), the newest, after a long pause.
 */
export function readingsSince(profile: SensorProfile, last: Date, now: Date, step: number) {
  const from = Math.max(last.getTime() + 1, now.getTime() - (ingestBatchMax - 1) * step * 1000);
  return readingsBetween(profile, new Date(from), new Date(now.getTime() + 1), step).map(
    ({ at, value }) => ({ at: at.toISOString(), value }),
  );
}

interface Device {
  name: string;
  token: string;
  profile: SensorProfile;
  last: Date;
}

class Refused extends Error {}

/** What a reply's `{ error }` says, on one line. */
const reason = async (response: Response) => {
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    return typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    return text.slice(0, 200);
  }
};

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Refused(`${response.status} ${await reason(response)}`);
  return (await response.json()) as T;
}

interface SensorRow {
  id: number;
  name: string;
  retiredAt: string | null;
}

/** Signs in; each sensor found (its token rotated) or added: the devices with their tokens. */
async function setUp(options: Options, now: Date): Promise<Device[]> {
  const { accessToken } = await call<{ accessToken: string }>(`${options.url}/jwt/login`, {
    method: 'POST',
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  const api = `${options.url}/api/monitoring/sensors`;
  const { sensors } = await call<{ sensors: SensorRow[] }>(
    `${api}?q=${encodeURIComponent('Simulated')}&retired=true`,
    { headers: auth },
  );
  const devices: Device[] = [];
  for (let index = 1; index <= options.sensors; index++) {
    const name = simulatedName(index);
    const found = sensors.find((sensor) => sensor.name.toLowerCase() === name.toLowerCase());
    if (found?.retiredAt) {
      console.log(`${name} is retired: skipped (rename it or add it back in the sensors screen)`);
      continue;
    }
    const { token } = await call<{ token: string }>(
      found ? `${api}/${found.id}/token` : api,
      found
        ? { method: 'POST', headers: auth }
        : {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ name, zone: simulatedZone, minValue: -50, maxValue: 100 }),
          },
    );
    devices.push({ name, token, profile: profileOf(index), last: now });
  }
  return devices;
}

/** One round: each device posts what it has read since its last post; refusals are reported. */
async function round(options: Options, devices: Device[], now: Date): Promise<string> {
  let stored = 0;
  let duplicates = 0;
  const notes: string[] = [];
  for (const device of devices) {
    const readings = readingsSince(device.profile, device.last, now, options.interval);
    if (readings.length === 0) {
      notes.push(`${device.name} silent`);
      continue;
    }
    try {
      const reply = await call<{ stored: number; duplicates: number }>(
        `${options.url}${ingestPath}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${device.token}` },
          body: JSON.stringify({ readings }),
        },
      );
      stored += reply.stored;
      duplicates += reply.duplicates;
      device.last = now;
    } catch (error) {
      // 401: the token was rotated or the sensor retired; 429: too fast; 400: a refused value.
      // The round goes on; a 429's readings are sent again next round.
      notes.push(`${device.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const time = now.toISOString().slice(11, 19);
  return `${time} ${devices.length} sensors: ${stored} stored, ${duplicates} duplicates${
    notes.length > 0 ? `; ${notes.join('; ')}` : ''
  }`;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if ('error' in options) {
    console.error(`simulate: ${options.error}`);
    console.error(
      'usage: npm run simulate -- --sensors N --interval S [--url URL] [--email E --password P]',
    );
    process.exit(2);
  }
  let devices: Device[];
  try {
    devices = await setUp(options, new Date(Date.now() - options.interval * 1000));
  } catch (error) {
    console.error(`simulate: cannot set up at ${options.url}: ${String(error)}`);
    process.exit(1);
  }
  console.log(
    `simulating ${devices.length} sensors in the zone "${simulatedZone}" every ${options.interval} s at ${options.url} (Ctrl-C stops)`,
  );
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      console.log(await round(options, devices, new Date()));
    } catch (error) {
      console.log(`round failed: ${String(error)}`);
    }
    if (!stopping) timer = setTimeout(() => void tick(), options.interval * 1000);
  };
  process.on('SIGINT', () => {
    stopping = true;
    clearTimeout(timer);
    console.log('stopped');
    // A round under way finishes on its own; nothing else holds the process open.
  });
  await tick();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
