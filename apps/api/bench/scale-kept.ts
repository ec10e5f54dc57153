import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { nodeMigrations } from '../src/db/migrations-node';
import { fromPostgres } from '../src/db/postgres';

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
  /** Statements of a replay that failed or were skipped (data changes are not replayed). */
  warnings: string[];
}

/**
 * A kept database, brought up to this checkout's schema before it is timed: pending migrations
 * applied, then those from REPLAYED_FROM on that were applied earlier replayed where an index or
 * a column they make is missing (each statement made idempotent; data statements skipped), then
 * the lists' tables analysed.
 */
export async function bringKeptUpToDate(url: string): Promise<KeptUpdate> {
  const database = fromPostgres(url, 1);
  let applied: string[];
  try {
    applied = await migrate(database.db, nodeMigrations());
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const replayed: string[] = [];
  const warnings: string[] = [];
  try {
    const earlier = nodeMigrations().filter(
      (migration) => migration.tag >= REPLAYED_FROM && !applied.includes(migration.tag),
    );
    for (const migration of earlier) {
      const statements = statementsOf(migration.sql);
      const missing = await missingOf(client, statements);
      if (missing.length === 0) continue;
      replayed.push(...missing);
      for (const statement of statements) {
        if (!/^(CREATE|DROP|ALTER|COMMENT)\b/i.test(statement)) {
          warnings.push(`${migration.tag}: not replayed: ${statement.slice(0, 80)}`);
          continue;
        }
        try {
          await client.query(idempotent(statement));
        } catch (error) {
          warnings.push(`${migration.tag}: ${(error as Error).message}: ${statement.slice(0, 80)}`);
        }
      }
    }
    for (const table of listTables) await client.query(`analyze ${table}`);
  } finally {
    await client.end();
  }
  return { applied, replayed, warnings };
}
