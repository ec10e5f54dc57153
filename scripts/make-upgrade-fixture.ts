/**
 * `npx tsx scripts/make-upgrade-fixture.ts <commit>`: writes the database an EARLIER version left
 * behind, for apps/api/src/upgrade.test.ts to migrate to today's schema.
 *
 * It checks the commit out in a worktree under the system's temporary folder (this checkout is
 * left alone), lends it this checkout's node_modules, prepares a scratch PostgreSQL database with
 * that commit's migrations and demo seed (upgrade-fixture-seed.ts, which also saves a data-URL
 * avatar and featured image through that version's routes), and dumps it as plain SQL, one INSERT
 * per 100 rows, so it loads into PostgreSQL and PGlite alike (PGlite cannot read COPY's stdin).
 * The file is apps/api/src/test/fixtures/upgrade-<newest migration of the commit>.sql.gz.
 *
 * Needs git, pg_dump (PostgreSQL 15 or later; `--pg-dump` names another) and a PostgreSQL server
 * where it may create a scratch database (`--database-url`, postgres on 127.0.0.1:5432 when left
 * out). The test itself needs neither pg_dump nor this script.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { adminQuery, withDatabase } from '../apps/api/src/test/databases';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = 'apps/api/src/db/migrations';
const fixturesDir = join(root, 'apps/api/src/test/fixtures');

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
    },
    'pg-dump': {
      type: 'string',
      default: existsSync('/usr/lib/postgresql/15/bin/pg_dump')
        ? '/usr/lib/postgresql/15/bin/pg_dump'
        : 'pg_dump',
    },
  },
});
const commitArg = positionals[0];
if (!commitArg || positionals.length > 1) {
  console.error(
    'usage: tsx scripts/make-upgrade-fixture.ts <commit> [--database-url URL] [--pg-dump PATH]',
  );
  process.exit(2);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }).trim();
const commit = git('rev-parse', '--verify', `${commitArg}^{commit}`);
const newest = git('ls-tree', '--name-only', commit, `${migrationsDir}/`)
  .split('\n')
  .map((path) => path.slice(migrationsDir.length + 1))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .at(-1);
if (!newest) throw new Error(`${commit} has no migrations`);
const tag = newest.replace(/\.sql$/, '');

const pgDump = options['pg-dump'];
const serverUrl = options['database-url'];
const scratch = `beacon_upgrade_fixture_${process.pid}`;
const scratchUrl = withDatabase(serverUrl, scratch);

/**
 * The commit's own workspaces must win over this checkout's (`@beacon/*` are links into the
 * checkout), so node_modules is a folder of links: every package but those, which point into the
 * worktree.
 */
function lendNodeModules(worktree: string) {
  const modules = join(worktree, 'node_modules');
  mkdirSync(join(modules, '@beacon'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@beacon') symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  const workspaces = { contract: 'packages/contract', api: 'apps/api', web: 'apps/web' };
  for (const [name, path] of Object.entries(workspaces)) {
    symlinkSync(join(worktree, path), join(modules, '@beacon', name));
  }
}

/** Leaves the SQL to any client: no psql meta-commands, no session with an empty search path. */
const portable = (dump: string) =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path', ''"))
    .join('\n');

const worktree = mkdtempSync(join(tmpdir(), 'beacon-upgrade-'));
rmSync(worktree, { recursive: true });
git('worktree', 'add', '--quiet', '--detach', worktree, commit);
try {
  lendNodeModules(worktree);
  copyFileSync(
    join(root, 'scripts/upgrade-fixture-seed.ts'),
    join(worktree, 'scripts/upgrade-fixture-seed.ts'),
  );
  await adminQuery(serverUrl, `drop database if exists ${scratch} with (force)`);
  await adminQuery(serverUrl, `create database ${scratch}`);
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/upgrade-fixture-seed.ts', scratchUrl],
      { cwd: worktree, stdio: 'inherit' },
    );
    const dump = execFileSync(
      pgDump,
      [
        '--inserts',
        '--rows-per-insert=100',
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        '--no-publications',
        '--no-subscriptions',
        '--no-security-labels',
        '--no-tablespaces',
        scratchUrl,
      ],
      { encoding: 'utf8', maxBuffer: 512 << 20 },
    );
    mkdirSync(fixturesDir, { recursive: true });
    const file = join(fixturesDir, `upgrade-${tag}.sql.gz`);
    const packed = gzipSync(portable(dump), { level: 9 });
    writeFileSync(file, packed);
    console.log(
      `${file}: ${commit.slice(0, 10)} (${tag}), ${Math.round(packed.length / 1024)} kB gzip`,
    );
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${scratch} with (force)`);
  }
} finally {
  git('worktree', 'remove', '--force', worktree);
}
