import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Calendar events, each owned by one account; its foreign key to accounts is
 * added by the hand-written migration 0006 (modules never import each other's tables). All-day
 * events are stored at midnight UTC of their dates and answered as dates.
 */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    calendar: text().notNull(),
    title: text().notNull(),
    url: text().notNull().default(''),
    guests: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text().notNull().default(''),
    description: text().notNull().default(''),
  },
  (t) => [
    // A view's range: one user's events that start before its end, read in start order.
    index('events_user_start_idx').on(t.userId, t.startAt),
    check('events_end_check', sql`${t.endAt} >= ${t.startAt}`),
  ],
);
