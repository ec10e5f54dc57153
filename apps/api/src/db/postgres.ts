import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';

/** The pool is given too: the server's metrics read its use and time its queries. */
export function fromPostgres(connectionString: string, max = 10): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that PostgreSQL ends (a restart, a dropped database) is an 'error' event on
  // the pool, which would end the process without a listener. The pool discards that connection
  // and opens a new one for the next query; a query that fails rejects on its own.
  pool.on('error', () => undefined);
  return { db: drizzle(pool), kind: 'postgres', close: () => pool.end(), pool };
}
