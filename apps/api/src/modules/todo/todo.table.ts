import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The to-do tasks, each owned by one account. Its foreign key to accounts is
 * added by the hand-written migration 0006, because modules never import each other's tables.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    /** The saved manual order (sortBy=manual): lower first; a new task goes on top. */
    position: integer().notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What `q` searches, lower-cased once on write rather than on every row of every search. */
    search: text().generatedAlwaysAs(sql`lower(title)`),
    title: text().notNull(),
    assigneeName: text('assignee_name'),
    assigneeAvatar: text('assignee_avatar'),
    description: text().notNull().default(''),
  },
  (t) => [
    // Every list reads one user's tasks; `latest` reads them newest first off this index.
    index('tasks_user_idx').on(t.userId, t.id),
  ],
);
