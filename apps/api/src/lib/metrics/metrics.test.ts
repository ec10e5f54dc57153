import { userTopic } from '@beacon/contract/live';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createLive } from '../../app';
import { selectRows } from '../../db/client';
import { fromPostgres } from '../../db/postgres';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { withDatabase } from '../../test/databases';
import { FakeSocket } from '../live/fake-socket';
import { createMetrics } from './metrics';
import { watchPool } from './postgres-pool';
import { type Sample, parseMetrics, samplesOf, sumOf } from './prometheus-text';
import { watchTables } from './tables';

const scrape = async (metrics: ReturnType<typeof createMetrics>) =>
  parseMetrics(await metrics.scrape());

const requests = (samples: Sample[], route: string, status: string) =>
  sumOf(samples, 'beacon_http_requests_total', { route, status });

describe.each(backends)('metrics of the app (%s)', (backend) => {
  const metrics = createMetrics();
  const t = useTestApp(backend, { ...testConfig, metrics: metrics.app });

  it('counts and times requests by route pattern, method and status', async () => {
    const token = await t.tokenOf('admin');
    const missing = `/api/files/${'x'.repeat(22)}`;
    expect((await t.call('GET', missing, { token })).status).toBe(404);
    expect((await t.call('GET', missing, { token })).status).toBe(404);
    expect((await t.call('GET', '/no/such/place/42')).status).toBe(404);
    expect((await t.call('POST', '/jwt/login', { body: { email: 'nobody' } })).status).toBe(400);
    expect((await t.call('GET', '/api/users/list/data', { token })).status).toBe(200);

    const samples = await scrape(metrics);
    // The pattern, never the raw path: one series however many ids clients ask for.
    expect(requests(samples, '/api/files/:id', '404')).toBe(2);
    expect(samplesOf(samples, 'beacon_http_requests_total', { route: missing })).toEqual([]);
    expect(requests(samples, 'unmatched', '404')).toBe(1);
    expect(
      sumOf(samples, 'beacon_http_requests_total', {
        route: '/jwt/login',
        method: 'POST',
        status: '400',
      }),
    ).toBe(1);
    expect(requests(samples, '/api/users/list/data', '200')).toBe(1);

    const labels = { route: '/api/files/:id', method: 'GET', status: '404' };
    const buckets = samplesOf(samples, 'beacon_http_request_duration_seconds_bucket', labels);
    expect(buckets.length).toBeGreaterThan(5);
    // Cumulative buckets: never fewer below a larger bound, all of them in +Inf.
    const counts = buckets.map((bucket) => bucket.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(2);
    expect(sumOf(samples, 'beacon_http_request_duration_seconds_count', labels)).toBe(2);
    expect(sumOf(samples, 'beacon_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('tells how many requests are being answered', async () => {
    const pending = t.app.fetch(new Request('http://test/api/health'));
    expect(sumOf(await scrape(metrics), 'beacon_http_requests_in_flight')).toBe(1);
    await pending;
    expect(sumOf(await scrape(metrics), 'beacon_http_requests_in_flight')).toBe(0);
  });

  it('reads files, recent readings and open alarms from the tables at each scrape', async () => {
    watchTables(metrics, t.db, (error) => {
      throw error;
    });
    // The seed's readings end when the database was made: one still inside the window could leave
    // it between the two scrapes, so the window starts empty.
    await t.db.execute(sql`delete from readings where at > now() - interval '10 minutes'`);
    const before = await scrape(metrics);
    await t.db.execute(sql`
      insert into files (id, kind, name, type, size, sha256, storage)
      values ('metrics-file-1', 'attachment', 'a.bin', 'application/octet-stream', 1000, 'x', 'database'),
             ('metrics-file-2', 'attachment', 'b.bin', 'application/octet-stream', 234, 'y', 'database')`);
    const [sensor] = await selectRows<{ id: number }>(
      t.db,
      sql`insert into sensors (name, zone, min_value, max_value, token_hash, token_hint)
          values ('Metrics probe', 'Metrics zone', -50, 100, ${crypto.randomUUID()}, 'test')
          returning id`,
    );
    if (!sensor) throw new Error('no sensor');
    await t.db.execute(sql`
      insert into readings (sensor_id, at, value)
      values (${sensor.id}, now() - interval '1 minute', 4), (${sensor.id}, now(), 5),
             (${sensor.id}, now() - interval '1 hour', 6)`);
    await t.db.execute(sql`
      insert into alarms (rule_name, sensor_id, condition, severity, opened_at)
      values ('Too warm', ${sensor.id}, 'above', 'critical', now()),
             ('Was warm', ${sensor.id}, 'above', 'critical', now() - interval '1 day')`);
    await t.db.execute(sql`
      update alarms set cleared_at = now() where rule_name = 'Was warm' and sensor_id = ${sensor.id}`);

    // A second later, so that the scrape reads the tables again rather than the last figures.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await scrape(metrics);
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);
    expect(grew('beacon_files_stored', { storage: 'database' })).toBe(2);
    expect(grew('beacon_files_stored_bytes', { storage: 'database' })).toBe(1234);
    expect(grew('beacon_monitoring_readings_recent')).toBe(2);
    expect(grew('beacon_monitoring_alarms_open', { severity: 'critical' })).toBe(1);
  });

  it('counts live events by the sockets they reach', async () => {
    const live = createLive(t.db, { ...testConfig, metrics: metrics.app });
    try {
      const { userData, token } = await t.signUp('metrics-listener');
      const topic = userTopic(userData.id);
      const sockets = [FakeSocket.on(live), FakeSocket.on(live)];
      for (const socket of sockets) {
        socket.say({ type: 'auth', token });
        await socket.waitFor((m) => m.type === 'ready');
        socket.say({ type: 'subscribe', topic });
        await socket.waitFor((m) => m.type === 'subscribed');
      }
      const before = sumOf(await scrape(metrics), 'beacon_live_events_delivered_total');
      await live.publish(topic, { type: 'metrics.test' });
      for (const socket of sockets) await socket.waitFor((m) => m.type === 'event');
      // One event, two sockets; replies such as `ready` are not events.
      expect(sumOf(await scrape(metrics), 'beacon_live_events_delivered_total') - before).toBe(2);
    } finally {
      await live.close();
    }
  });

  it("reports Node's own figures", async () => {
    const samples = await scrape(metrics);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(samplesOf(samples, name).length, name).toBeGreaterThan(0);
  });
});

describe('metrics of mail', () => {
  it('counts what the mail server took and what it refused, by kind', async () => {
    const metrics = createMetrics();
    let refuse = false;
    const transport = metrics.countMail({
      send: () => (refuse ? Promise.reject(new Error('421 busy')) : Promise.resolve()),
    });
    const mail = { kind: 'reset', to: 'a@b.c', from: 'x@y.z', subject: 's', text: 't', html: 'h' };
    await transport.send(mail);
    refuse = true;
    await expect(transport.send(mail)).rejects.toThrow('421 busy');
    const samples = await scrape(metrics);
    expect(sumOf(samples, 'beacon_mail_total', { kind: 'reset', result: 'sent' })).toBe(1);
    expect(sumOf(samples, 'beacon_mail_total', { kind: 'reset', result: 'failed' })).toBe(1);
  });
});

// PGlite has one connection and no pool: these figures are PostgreSQL's alone.
describe.each(backends.filter((backend) => backend === 'postgres'))(
  'metrics of the %s pool',
  () => {
    it('times queries and tells the connections in use, idle and awaited', async () => {
      const templateUrl = inject('pgTemplateUrl') ?? '';
      const metrics = createMetrics();
      const database = fromPostgres(withDatabase(templateUrl, 'postgres'), 2);
      watchPool(metrics, database.pool);
      try {
        await database.db.execute(sql`select 1`);
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 2`);
        });
        // Three at once on two connections: one waits.
        const slow = () => database.db.execute(sql`select pg_sleep(0.2)`);
        const running = Promise.all([slow(), slow(), slow()]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const busy = await scrape(metrics);
        expect(sumOf(busy, 'beacon_db_pool_connections')).toBe(2);
        expect(sumOf(busy, 'beacon_db_pool_waiting')).toBe(1);
        await running;
        const samples = await scrape(metrics);
        expect(sumOf(samples, 'beacon_db_pool_idle')).toBe(2);
        // select 1, begin, select 2, commit, and the three sleeps.
        expect(sumOf(samples, 'beacon_db_query_duration_seconds_count')).toBe(7);
        const slowest = samplesOf(samples, 'beacon_db_query_duration_seconds_bucket', {
          le: '0.1',
        });
        expect(slowest[0]?.value).toBe(4);
      } finally {
        await database.close();
      }
    });
  },
);
