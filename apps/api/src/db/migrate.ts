import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from './client';

export interface Migration {
  tag: string;
  sql: string;
}

// Bookkeeping only, outside drizzle-kit's schema: created here, before any migration runs.
const applied = pgTable('beacon_migrations', { tag: text().primaryKey() });

/**
 * The database holds migrations this code does not know: a newer version migrated it. Running the
 * older code on it could write what the newer schema forbids, so nothing is done at all.
 */
export class NewerSchemaError extends Error {
  readonly unknown: readonly string[];
  constructor(unknown: readonly string[]) {
    super(
      `The database was migrated by a newer Beacon Admin (${unknown.join(', ')} ${
        unknown.length === 1 ? 'is' : 'are'
      } unknown here): run that version, or restore a backup made for this one.`,
    );
    this.name = 'NewerSchemaError';
    this.unknown = unknown;
  }
}

// One number for every Beacon Admin process: servers started together (several behind a proxy)
// and `npm run migrate` take turns instead of running the same migration at once.
const takeLock = sql`select pg_advisory_xact_lock(7311020260)`;

const createBookkeeping = sql`create table if not exists beacon_migrations (
  tag text primary key,
  applied_at timestamptz not null default now()
)`;

/** The tags recorded as applied; none when the bookkeeping table does not exist yet. */
export async function appliedTags(db: Db): Promise<string[]> {
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('beacon_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return [];
  return (await db.select().from(applied)).map((row) => row.tag);
}

/** The tags `known` does not hold: what a newer version applied. */
const unknownTags = (done: Iterable<string>, known: readonly Migration[]) => {
  const tags = new Set(known.map((migration) => migration.tag));
  return [...done].filter((tag) => !tags.has(tag)).sort();
};

/**
 * Applies drizzle-kit's SQL files in journal order, each in its own transaction, and returns the
 * tags it applied. drizzle-orm's migrators read the folder with node:fs; this one takes the files'
 * text, so the browser (Vite `?raw` imports) and Node (fs) share one migrator and one bookkeeping
 * table. Throws NewerSchemaError, having changed nothing, when the database holds a migration
 * this code does not know.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  // Checked before anything is written, the bookkeeping table included.
  const newer = unknownTags(await appliedTags(db), migrations);
  if (newer.length > 0) throw new NewerSchemaError(newer);
  await db.transaction(async (tx) => {
    await tx.execute(takeLock);
    await tx.execute(createBookkeeping);
  });
  const done = new Set(await appliedTags(db));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.tag)) continue;
    const applies = await db.transaction(async (tx) => {
      await tx.execute(takeLock);
      // Another process may have applied it while this one waited for the lock.
      const [there] = await tx.select().from(applied).where(eq(applied.tag, migration.tag));
      if (there) return false;
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(applied).values({ tag: migration.tag });
      return true;
    });
    if (applies) ran.push(migration.tag);
  }
  return ran;
}
