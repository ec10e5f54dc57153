import { userSortColumns } from '@beacon/contract/users';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

const sortable = userSortColumns.filter((column) => column !== 'id');

/** The users list of the users module; ids are max + 1 (kept for API compatibility). */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey(),
    fullName: text('full_name').notNull(),
    username: text().notNull(),
    email: text().notNull(),
    company: text().notNull().default(''),
    country: text().notNull().default(''),
    contact: text().notNull().default(''),
    role: text().notNull(),
    currentPlan: text('current_plan').notNull(),
    status: text().notNull(),
    billing: text().notNull(),
    avatar: text().notNull().default(''),
    /**
     * What `q` searches, lower-cased once on write: one LIKE on this column is several times
     * faster than three ILIKEs, and its trigram index serves searches of three letters or more.
     * chr(31) keeps a match from spanning two fields.
     */
    search: text().generatedAlwaysAs(
      sql`lower(email || chr(31) || full_name || chr(31) || billing)`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // Every sortable column, in the list's sort order: a page is read off an index, not sorted.
    // Migration 0028 rebuilds them with INCLUDE (search, role, current_plan, status), which this
    // schema cannot declare, so a filtered or searched walk reads the index alone.
    ...sortable.map((column) =>
      index(`users_${t[column].name}_sort_idx`).on(sql`${t[column]} collate "C"`, t.id),
    ),
    index('users_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    // Searches of one or two letters, which have no trigram: every distinct one- and two-letter
    // piece of `search` (function user_search_grams, migration 0027).
    index('users_search_grams_idx').using('gin', sql`user_search_grams(${t.search})`),
  ],
);

/**
 * How many users hold each role, plan and status together, kept by statement triggers on `users`
 * (migration 0023): the list's total without a search is a sum over at most 60 rows instead of a
 * count over a million.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text().notNull(),
    currentPlan: text('current_plan').notNull(),
    status: text().notNull(),
    users: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.currentPlan, t.status] })],
);
