import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface Migration {
  tag: string;
  sql: string;
}

// Bookkeeping only, outside drizzle-kit's schema: created here, before any migration runs.
const applied = pgTable('beacon_migrations', { tag: text().primaryKey() });

/**
 * Applies drizzle-kit's SQL files in journal order, each in its own transaction. drizzle-orm's
 * migrators read the folder with node:fs; this one takes the files' text, so the browser (Vite
 * `?raw` imports) and Node (fs) share one migrator and one bookkeeping table.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<void> {
  await db.execute(sql`create table if not exists beacon_migrations (
    tag text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set((await db.select().from(applied)).map((row) => row.tag));
  for (const migration of migrations) {
    if (done.has(migration.tag)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(applied).values({ tag: migration.tag });
    });
  }
}
