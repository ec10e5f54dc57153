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
