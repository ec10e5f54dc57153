import pg from 'pg';

/** Test-only PostgreSQL plumbing: a seeded template, copied per test file, dropped afterwards. */
export const TEMPLATE_DB = 'beacon_test_template';

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test file's database once the connections its pool was closing have gone: forcing them
 * off first makes PostgreSQL send those clients a fatal error while they end, which surfaced as an
 * uncaught exception in a later file. Forces after 5 s all the same.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const waitUntil = Date.now() + 5000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0 || Date.now() > waitUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
