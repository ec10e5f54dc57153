import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { selectRows } from './db/client';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { killLeftovers, startServer } from './test/server-process';

// `npm run migrate` as an operator runs it: a process of its own on the server's DATA_DIR.

const apiRoot = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'beacon-migrate-cli-'));
const known = nodeMigrations().map((migration) => migration.tag);

function runMigrate(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate-cli.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The tags the database in DATA_DIR records as applied. */
async function recordedTags(add?: string): Promise<string[]> {
  const { client, database } = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    if (add) await database.db.execute(sql`insert into beacon_migrations (tag) values (${add})`);
    const rows = await selectRows<{ tag: string }>(
      database.db,
      sql`select tag from beacon_migrations order by tag`,
    );
    return rows.map((row) => row.tag);
  } finally {
    await client.close();
  }
}

describe('npm run migrate', { timeout: 120_000 }, () => {
  afterEach(killLeftovers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies every migration to a new database, then finds nothing left to apply', async () => {
    const first = await runMigrate();
    expect(first.code, first.output).toBe(0);
    for (const tag of known) expect(first.output).toContain(`Applied ${tag}`);
    expect(first.output).toContain(`Applied ${known.length} of ${known.length} migrations`);
    expect(await recordedTags()).toEqual(known);

    const again = await runMigrate();
    expect(again.code, again.output).toBe(0);
    expect(again.output).not.toContain('Applied ');
    expect(again.output).toContain(`Nothing to apply`);
  });

  it('refuses a database a newer version migrated, and so does the server, changing nothing', async () => {
    const newer = '9999_from_a_newer_version';
    const before = await recordedTags(newer);
    const refused = await runMigrate();
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      `The database was migrated by a newer Beacon Admin (${newer} is unknown here)`,
    );
    const server = startServer({ DATA_DIR: dataDir });
    await expect(server).rejects.toThrow(/server exited with 1[\s\S]*newer Beacon Admin/);
    expect(await recordedTags()).toEqual(before);
  });

  it('refuses while a server holds the data directory', async () => {
    // A running server's lock: the process id of one that is alive (this test's own).
    writeFileSync(join(dataDir, 'server.pid'), String(process.pid));
    try {
      const refused = await runMigrate();
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/Nothing was migrated: .*is using DATA_DIR.*Stop the server/);
    } finally {
      rmSync(join(dataDir, 'server.pid'), { force: true });
    }
  });
});
