import type pg from 'pg';
import type { Metrics } from './metrics';

type Query = (...args: unknown[]) => unknown;

/**
 * Times every query of one connection: Drizzle's queries, a transaction's, and the pool's own
 * (which pass a callback). A query object handed in whole (a cursor) is left untimed.
 */
function timeQueries(client: pg.PoolClient, observe: (seconds: number) => void): void {
  const holder = client as unknown as { query: Query };
  const query = holder.query.bind(client);
  holder.query = (...args: unknown[]) => {
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Query;
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        done();
        return callback(...results);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/** The pool's connections (open, idle, and queries waiting for one), and the time of its queries. */
export function watchPool(metrics: Metrics, pool: pg.Pool): void {
  // Each connection is made before its first query: every query of the process is timed.
  pool.on('connect', (client) => timeQueries(client, metrics.query));
  metrics.gauge(
    'beacon_db_pool_connections',
    'PostgreSQL connections the pool holds open',
    () => pool.totalCount,
  );
  metrics.gauge('beacon_db_pool_idle', 'Open connections not in use', () => pool.idleCount);
  metrics.gauge(
    'beacon_db_pool_waiting',
    'Queries waiting for a connection (the pool is full)',
    () => pool.waitingCount,
  );
}
