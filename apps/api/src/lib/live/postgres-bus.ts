import pg from 'pg';
import type { LiveBus, LiveEnvelope } from './bus';
import { memoryBus } from './bus';

const channel = 'beacon_live';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const payloadMax = 7900;

function parseEnvelope(payload: string): LiveEnvelope | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { topic, event } = value as { topic?: unknown; event?: unknown };
    if (typeof topic !== 'string' || typeof event !== 'object' || event === null) return null;
    if (typeof (event as { type?: unknown }).type !== 'string') return null;
    return value as LiveEnvelope;
  } catch {
    return null;
  }
}

/**
 * Several API processes on one PostgreSQL: events go through `NOTIFY beacon_live` and every
 * process, the sender included, hears them on its own `LISTEN` connection. A lost connection is
 * opened again with back-off; what was published meanwhile is caught up by the clients, which
 * reload their lists when their socket reconnects.
 */
export function postgresBus(
  connectionString: string,
  onError: (error: Error) => void = () => undefined,
): LiveBus & { ready: Promise<void> } {
  const local = memoryBus();
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      // Anyone who can connect may NOTIFY: a payload that is not an envelope is dropped.
      const envelope = parseEnvelope(message.payload);
      if (envelope) void local.publish(envelope).catch(onError);
      else onError(new Error('live bus: ignored a malformed notification'));
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), delay).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    delay = 250;
  };
  const reconnect = async () => {
    if (closed || client) return;
    try {
      await connect();
    } catch (error) {
      onError(error as Error);
      delay = Math.min(delay * 2, 10_000);
      setTimeout(() => void reconnect(), delay).unref();
    }
  };

  return {
    ready: connect(),
    publish: async (envelope, smaller) => {
      let payload = JSON.stringify(envelope);
      if (Buffer.byteLength(payload) > payloadMax && smaller)
        payload = JSON.stringify({ topic: envelope.topic, event: smaller });
      if (Buffer.byteLength(payload) > payloadMax) throw new Error('live event too large');
      if (!client) throw new Error('live bus not connected');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: local.listen,
    close: async () => {
      closed = true;
      await local.close();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
