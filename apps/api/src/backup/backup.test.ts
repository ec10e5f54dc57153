import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { addTask, killLeftovers, signIn, startServer, stopServer } from '../test/server-process';

// The operator's commands, run as `npm run backup` runs them: in a process of their own, next to a
// real server process that holds the data folder.

const apiRoot = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'beacon-backup-test-'));
const folder = (name: string) => join(work, name);

function run(dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: work },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

/** Every user table, by name: its row count and a digest of its rows in a fixed order. */
async function contents(client: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ count: number; digest: string }>(
      `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
       as digest from ${name} t`,
    );
    result[name] = `${rows[0]?.count} rows, ${rows[0]?.digest}`;
  }
  return result;
}

const written = ['And this one', 'Kept through the backup'];

/** A database's tables (see `contents`), and which of the test's own writes it holds. */
async function contentsOf(dataDir: string) {
  const { client } = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    const { rows } = await client.query<{ title: string }>(
      'select title from tasks where title = any($1) order by title',
      [written],
    );
    return { tables: await contents(client), written: rows.map((row) => row.title) };
  } finally {
    await client.close();
  }
}

/** A seeded demo database in `dataDir`, as a server's first start leaves it. */
async function seeded(dataDir: string) {
  mkdirSync(dataDir);
  const image = new Blob([readFileSync(inject('pgliteImage'))]);
  const { client } = await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: image });
  await client.close();
}

const noStack = (out: string) => expect(out).not.toMatch(/^\s+at /m);

describe('npm run backup / restore', { timeout: 180_000 }, () => {
  afterEach(killLeftovers);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up a running server, and the restored copy holds every row of every table', async () => {
    const source = folder('source');
    await seeded(source);
    const server = await startServer({ DATA_DIR: source, MONITORING_SIMULATOR: 'off' });
    const backupFile = join(work, 'nightly.backup');
    try {
      const token = await signIn(server.url);
      for (const title of written)
        expect((await addTask(server.url, token, title)).status).toBe(201);

      const [taken, refused] = await Promise.all([
        run(source, 'backup', 'nightly.backup'), // relative to where the command was run
        run(source, 'restore', '--force', backupFile),
      ]);
      expect(taken.out).toContain('from the running server');
      expect(taken.code).toBe(0);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      expect(refused.out).toContain(`Not restored: Another server (process ${server.child.pid})`);
      expect(refused.code).toBe(1);
      noStack(refused.out);

      // Only someone who may read the data folder may ask for a copy, and only from this machine.
      const control = join(source, 'control.json');
      expect(statSync(control).mode & 0o777).toBe(0o600);
      const { url } = JSON.parse(readFileSync(control, 'utf8')) as { url: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const guessed = await fetch(`${url}/backup`, {
        method: 'POST',
        headers: { authorization: 'Bearer guessed' },
      });
      expect(guessed.status).toBe(401);
      expect((await fetch(`${url}/backup`, { method: 'POST' })).status).toBe(401);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
    expect(existsSync(join(source, 'control.json'))).toBe(false);

    const cut = join(work, 'cut.backup');
    const whole = readFileSync(backupFile);
    writeFileSync(cut, whole.subarray(0, whole.length / 2));
    const junk = join(work, 'junk.backup');
    writeFileSync(junk, 'not a backup at all');
    const empties = ['empty-1', 'empty-2', 'empty-3'].map(folder);
    const target = folder('target');
    const [restored, before, ...refusals] = await Promise.all([
      run(target, 'restore', backupFile),
      contentsOf(source),
      // A folder that holds data is replaced only when asked.
      run(source, 'restore', backupFile),
      // A damaged or missing file is named plainly, and the folder it was meant for is left alone.
      run(empties[0] ?? '', 'restore', cut),
      run(empties[1] ?? '', 'restore', junk),
      run(empties[2] ?? '', 'restore', join(work, 'missing.backup')),
    ]);
    expect(restored.out).toContain(`Restored ${backupFile}`);
    expect(restored.code).toBe(0);
    expect(refusals.map((refusal) => refusal.out)).toEqual([
      expect.stringContaining(`Not restored: ${source} already holds a database`),
      expect.stringContaining(`${cut} is damaged or incomplete`),
      expect.stringContaining(`${junk} is not a Beacon Admin backup`),
      expect.stringContaining('No backup file at'),
    ]);
    for (const refusal of refusals) {
      expect(refusal.code).toBe(1);
      noStack(refusal.out);
    }
    for (const empty of empties) expect(readdirSync(empty)).toEqual([]);

    const after = await contentsOf(target);
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    expect(after.written).toEqual(written);
    expect(after).toEqual(before);
    // Sessions signed before the backup stay valid after it: the secret travels with the data.
    expect(readFileSync(join(target, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(join(source, 'jwt-secret'), 'utf8'),
    );
    expect(statSync(join(target, 'jwt-secret')).mode & 0o777).toBe(0o600);

    // Asked to, it replaces a folder's data, and keeps what was there aside.
    const forced = await run(target, 'restore', '--force', backupFile);
    expect(forced.code).toBe(0);
    const aside = readdirSync(target).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(join(target, aside[0] ?? ''))).toEqual(['jwt-secret', 'pglite']);
    expect(readdirSync(join(target, 'pglite'))).toContain('PG_VERSION');
  });
});
