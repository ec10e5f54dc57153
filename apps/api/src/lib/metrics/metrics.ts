import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppMetrics, MailTransport } from '../context';

/** Seconds: a quick read is a few ms, a large export or an upload several seconds. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The process's Prometheus figures. Node-only (prom-client): node.ts builds it and hands the app
 * `app`, the small interface the app (which also runs in the browser) reports through.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'beacon_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'beacon_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames,
    buckets: requestBuckets,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'beacon_http_requests_in_flight',
    help: 'Requests being answered now',
    registers: [registry],
  });
  const delivered = new Counter({
    name: 'beacon_live_events_delivered_total',
    help: 'Live events sent to sockets (one event to three sockets counts three)',
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'beacon_db_query_duration_seconds',
    help: 'Time of a database query, from sending it to its last row',
    buckets: queryBuckets,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'beacon_mail_total',
    help: 'Mail handed to the mail server, by kind and result (sent, failed)',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });

  const app: AppMetrics = {
    requestStarted: () => {
      inFlight.inc();
      return ({ route, method, status, seconds }) => {
        inFlight.dec();
        const labels = { route, method, status: String(status) };
        requests.inc(labels);
        durations.observe(labels, seconds);
      };
    },
    liveDelivered: (sockets) => delivered.inc(sockets),
  };

  return {
    registry,
    app,
    /** Times one query. */
    query: (seconds: number) => queries.observe(seconds),
    /** The same transport, counting what it sent and what the mail server refused. */
    countMail: (transport: MailTransport): MailTransport => ({
      send: async (message) => {
        try {
          await transport.send(message);
          mail.inc({ kind: message.kind, result: 'sent' });
        } catch (error) {
          mail.inc({ kind: message.kind, result: 'failed' });
          throw error;
        }
      },
    }),
    /** A gauge read when Prometheus scrapes, not kept up to date between scrapes. */
    gauge: (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      }),
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
