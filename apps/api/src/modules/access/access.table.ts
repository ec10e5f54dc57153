import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Permission names: labels an admin lists and assigns, unique without case.
 * `position` keeps the list's order, the newest first and the samples in theirs; `search` is
 * what `q` matches (the name and the created date as shown), lower-cased on every write.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    assignedTo: jsonb('assigned_to').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer().notNull(),
    search: text().notNull(),
  },
  (t) => [
    uniqueIndex('permissions_name_key').on(sql`lower(${t.name})`),
    index('permissions_position_idx').on(t.position, t.id),
    index('permissions_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
