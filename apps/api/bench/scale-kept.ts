import pg from 'pg';
import { nodeMigrations } from '../src/db/migrations-node';

/**
 * The migrations still being written while kept databases are timed: one applied to a kept
 * database before its last indexes were added would leave them out for good (a migration runs
 * once), and the lists would be timed without the indexes they page by.
 */
const REPLAYED_FROM = '0028_lists_at_scale';

/** The tables whose statistics a late index needs (expression indexes are analysed with them). */
const listTables = ['users', 'invoices', 'products', 'emails', 'tasks', 'audit_log', 'alarms'];

/** The same statement, harmless where what it makes is there already (or what it drops is gone). */
const idempotent = (statement: string) =>
  statement
    .replace(/CREATE (UNIQUE )?INDEX (?!IF NOT EXISTS)/gi, 'CREATE $1INDEX IF NOT EXISTS ')
    .replace(/DROP INDEX (?!IF EXISTS)/gi, 'DROP INDEX IF EXISTS ')
    .replace(/ADD COLUMN (?!IF NOT EXISTS)/gi, 'ADD COLUMN IF NOT EXISTS ')
    .replace(/DROP COLUMN (?!IF EXISTS)/gi, 'DROP COLUMN IF EXISTS ')
    .replace(/CREATE TABLE (?!IF NOT EXISTS)/gi, 'CREATE TABLE IF NOT EXISTS ')
    .replace(/CREATE FUNCTION/gi, 'CREATE OR REPLACE FUNCTION')
    .replace(/CREATE TRIGGER/gi, 'CREATE OR REPLACE TRIGGER');

/** Statements without comment lines, so that what a statement does is its first word. */
const statementsOf = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((part) => part.length > 0);

async function missingOf(client: pg.Client, statements: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const statement of statements) {
    for (const [, name] of statement.matchAll(
      /CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?"(\w+)"/gi,
    ))
      if (
        !(
          await client.query<{ there: string | null }>('select to_regclass($1) as there', [
            `"${name}"`,
          ])
        ).rows[0]?.there
      )
        missing.push(`index ${name}`);
    for (const [, table, column] of statement.matchAll(
      /ALTER TABLE "(\w+)" ADD COLUMN (?:IF NOT EXISTS )?"(\w+)"/gi,
    )) {
      const found = await client.query(
        'select 1 from information_schema.columns where table_name = $1 and column_name = $2',
        [table, column],
      );
      if (found.rowCount === 0) missing.push(`column ${table}.${column}`);
    }
  }
  return missing;
}

export interface KeptUpdate {
  applied: string[];
  /** What a replay made that the kept database lacked. */
  replayed: string[];
  /** Statements that failed, or were skipped (data changes are not replayed). */
  warnings: string[];
}

/** Runs each statement made idempotent; a failure is a warning, not the end of the run. */
async function runLeniently(
  client: pg.Client,
  tag: string,
  statements: readonly string[],
  { dataToo }: { dataToo: boolean },
): Promise<string[]> {
  const warnings: string[] = [];
  for (const statement of statements) {
    if (!dataToo && !/^(CREATE|DROP|ALTER|COMMENT)\b/i.test(statement)) {
      warnings.push(`${tag}: not replayed: ${statement.slice(0, 80)}`);
      continue;
    }
    try {
      await client.query(idempotent(statement));
    } catch (error) {
      warnings.push(`${tag}: ${(error as Error).message}: ${statement.slice(0, 80)}`);
    }
  }
  return warnings;
}

/**
 * A kept database, brought up to this checkout's schema before it is timed. Pending migrations
 * are applied statement by statement, each made idempotent: a kept database may hold an index
 * someone made by hand to try it, which would stop the real migration. Those from REPLAYED_FROM
 * on that were applied earlier are replayed where an index or a column they make is missing
 * (data statements skipped). Then the lists' tables are analysed.
 */
export async function bringKeptUpToDate(url: string): Promise<KeptUpdate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  const replayed: string[] = [];
  const warnings: string[] = [];
  try {
    // A GIN index of a million rows builds several times faster with room to sort in.
    await client.query(`set maintenance_work_mem = '512MB'`);
    const done = new Set(
      (await client.query<{ tag: string }>('select tag from beacon_migrations')).rows.map(
        (row) => row.tag,
      ),
    );
    for (const migration of nodeMigrations()) {
      const statements = statementsOf(migration.sql);
      if (!done.has(migration.tag)) {
        warnings.push(
          ...(await runLeniently(client, migration.tag, statements, { dataToo: true })),
        );
        await client.query('insert into beacon_migrations (tag) values ($1)', [migration.tag]);
        applied.push(migration.tag);
        continue;
      }
      if (migration.tag < REPLAYED_FROM) continue;
      const missing = await missingOf(client, statements);
      if (missing.length === 0) continue;
      replayed.push(...missing);
      warnings.push(...(await runLeniently(client, migration.tag, statements, { dataToo: false })));
    }
    for (const table of listTables) await client.query(`analyze ${table}`);
  } finally {
    await client.end();
  }
  return { applied, replayed, warnings };
}
