import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The users list of the users module (REFERENCE §4.1); ids are max + 1, as in the original. */
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
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_full_name_idx').on(sql`${t.fullName} collate "C"`, t.id),
  ],
);
