import pg from 'pg';

/**
 * A throwaway PostgreSQL database for one bench run, on the server TEST_DATABASE_URL names (the
 * same variable the API tests use). Created and dropped from the maintenance database `postgres`.
 */
export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'beacon_bench_load',
): Promise<ThrowawayDatabase> {
  // Letters, digits and underscores only: the name goes into the statement unquoted.
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(serverUrl, `create database ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    // `with (force)`: a server that was killed may leave sessions behind.
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
