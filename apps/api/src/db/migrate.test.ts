import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase } from '../test/harness';
import { type Database, selectRows } from './client';
import { NewerSchemaError, type Migration, migrate } from './migrate';
import { nodeMigrations } from './migrations-node';

const known = nodeMigrations();
const next: Migration = {
  tag: '9000_next',
  sql: 'create table migrate_test_next (id int primary key);\n--> statement-breakpoint\ninsert into migrate_test_next values (1);',
};

describe.each(backends)('migrate on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  const tags = async () =>
    (
      await selectRows<{ tag: string }>(
        database.db,
        sql`select tag from beacon_migrations order by tag`,
      )
    ).map((row) => row.tag);
  const tableExists = async (name: string) =>
    (
      await selectRows<{ there: boolean }>(
        database.db,
        sql`select to_regclass(${name}) is not null as there`,
      )
    )[0]?.there;

  it('applies only what is pending, and says which', async () => {
    expect(await migrate(database.db, [...known, next])).toEqual([next.tag]);
    expect(await tableExists('migrate_test_next')).toBe(true);
    expect(await migrate(database.db, [...known, next])).toEqual([]);
  });

  it('applies a migration once when several processes start together', async () => {
    const shared: Migration = {
      tag: '9000_shared',
      sql: 'create table migrate_test_shared (id int primary key);',
    };
    const runs = await Promise.all(
      [1, 2, 3].map(() => migrate(database.db, [...known, next, shared])),
    );
    expect(runs.flat()).toEqual([shared.tag]);
  });

  it('refuses a database that holds a migration it does not know, changing nothing', async () => {
    const later: Migration = {
      tag: '9001_later',
      sql: 'create table migrate_test_later (id int);',
    };
    const before = await tags();
    // This code knows `later` but not `next`, which the database already has: a newer version ran.
    const run = migrate(database.db, [...known, later]);
    await expect(run).rejects.toBeInstanceOf(NewerSchemaError);
    await expect(run).rejects.toThrow(
      'The database was migrated by a newer Beacon Admin (9000_next, 9000_shared are unknown here): run that version, or restore a backup made for this one.',
    );
    expect(await tags()).toEqual(before);
    expect(await tableExists('migrate_test_later')).toBe(false);
  });
});
