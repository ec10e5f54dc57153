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
    /**
     * What `q` searches without a filter: the title and the tags (at most five, one of each),
     * lower-cased, chr(31) between them so that a match never spans two. Its indexes serve the
     * title-only search too, which rechecks `search`.
     */
    searchAny: text('search_any').generatedAlwaysAs(
      sql`lower(title) || chr(31) || coalesce(tags[1], '') || chr(31) || coalesce(tags[2], '') || chr(31) || coalesce(tags[3], '') || chr(31) || coalesce(tags[4], '') || chr(31) || coalesce(tags[5], '')`,
    ),
    /**
     * The assignee sort's key: the lower-cased name, or U+10FFFF (after any name in byte order)
     * when there is none, so that a page's cursor can name an unassigned task's place.
     */
    assigneeSort: text('assignee_sort').generatedAlwaysAs(
      sql`coalesce(lower(assignee_name), chr(1114111))`,
    ),
    title: text().notNull(),
    assigneeName: text('assignee_name'),
    assigneeAvatar: text('assignee_avatar'),
    description: text().notNull().default(''),
  },
  (t) => {
    // The paged list's sort keys, as todo.repo.ts compares them (the key, then the id).
    const sorts = [
      ['latest', t.id],
      ['title', sql`${t.search} collate "C"`],
      ['assignee', sql`${t.assigneeSort} collate "C"`],
      ['due', sql`coalesce(${t.dueDate}, 'infinity'::date)`],
      ['manual', t.position],
    ] as const;
    // The latest sort's key is the id itself.
    const keyAndId = (key: (typeof sorts)[number][1]) => (key === t.id ? [t.id] : [key, t.id]);
    return [
      // Every list reads one user's tasks; the reorder reads them by id off this index.
      index('tasks_user_idx').on(t.userId, t.id),
      // My Tasks and Deleted in every sort: a page is a seek into the user's live (or deleted)
      // tasks in the sort's order; a tag filter walks the same index.
      ...sorts.map(([name, key]) =>
        index(`tasks_${name}_sort_idx`).on(t.userId, t.isDeleted, ...keyAndId(key)),
      ),
      // Important and Completed in every sort: only the user's live tasks with that flag.
      ...sorts.map(([name, key]) =>
        index(`tasks_important_${name}_idx`)
          .on(t.userId, ...keyAndId(key))
          .where(sql`${t.isImportant} and not ${t.isDeleted}`),
      ),
      ...sorts.map(([name, key]) =>
        index(`tasks_completed_${name}_idx`)
          .on(t.userId, ...keyAndId(key))
          .where(sql`${t.isCompleted} and not ${t.isDeleted}`),
      ),
      // A tag filter led by its tasks when the tag is rare.
      index('tasks_tags_idx').using('gin', t.tags),
      // Searches of three letters or more (trigrams), and of one or two (every such piece).
      index('tasks_search_any_idx').using('gin', sql`${t.searchAny} gin_trgm_ops`),
      index('tasks_search_any_grams_idx').using('gin', sql`user_search_grams(${t.searchAny})`),
      // A search that names a due date ("25", "nov", "25 nov") without a filter.
      index('tasks_due_day_idx').on(t.userId, sql`extract(day from ${t.dueDate})`),
      index('tasks_due_month_idx').on(t.userId, sql`extract(month from ${t.dueDate})`),
    ];
  },
);
