import pg from 'pg';

/**
 * Test-only PostgreSQL plumbing: a seeded template, copied per test file, dropped afterwards. Named
 * per run: two runs on one server (a developer's and a watcher's) would otherwise drop each
 * other's template.
 */
export const templateName = (runId: number) => `beacon_test_template_${runId}`;

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Admin statements run from the maintenance database: a session on the template itself, even this
 * one's, makes another file's `create database … template` fail as "being accessed by other users".
 */
function adminClient(url: string): pg.Client {
  return new pg.Client({ connectionString: withDatabase(url, 'postgres') });
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = adminClient(url);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the template `templateUrl` names. Retried: PostgreSQL refuses a copy while any session
 * (another file's, say) is on the template.
 */
export async function createFromTemplate(templateUrl: string, name: string): Promise<void> {
  const template = new URL(templateUrl).pathname.slice(1);
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(templateUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Drops a test file's database once the connections its pool was closing have gone: forcing them
 * off first makes PostgreSQL send those clients a fatal error while they end, which surfaced as an
 * uncaught exception in a later file. Forces after 5 s all the same.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = adminClient(url);
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
