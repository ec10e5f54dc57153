import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each account's bookmarks, as changes to the defaults (Email, Chat, Todo and Calendar): a row
 * holds the state of one page the account has toggled at least once, so an account that never did
 * has no rows and sees the defaults. Pages are the contract's list, not rows. The foreign key to
 * accounts (a deleted account takes its rows) is added by hand in the migration, because modules
 * never import each other's tables.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id').notNull(),
    pageId: integer('page_id').notNull(),
    bookmarked: boolean().notNull(),
  },
  (t) => [primaryKey({ name: 'bookmarks_pkey', columns: [t.userId, t.pageId] })],
);
