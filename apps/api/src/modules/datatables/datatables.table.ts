import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The rows of the data-tables screens, shared by every admin. The salary is
 * integer cents; `search` is what `q` matches (the fields as the API shows them, lower-cased),
 * rewritten by the repo on every write.
 */
export const tableRows = pgTable(
  'table_rows',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    avatar: text().notNull().default(''),
    fullName: text('full_name').notNull(),
    post: text().notNull(),
    email: text().notNull(),
    city: text().notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    salary: integer().notNull(),
    // Optional in the Add Record form: a row without an age shows ''.
    age: integer(),
    experience: text().notNull().default(''),
    status: smallint().notNull(),
    search: text().notNull(),
  },
  // (column, id) per sort column: the id breaks ties, so a page reads the index in order.
  (t) => [
    index('table_rows_full_name_idx').on(t.fullName, t.id),
    index('table_rows_post_idx').on(t.post, t.id),
    index('table_rows_email_idx').on(t.email, t.id),
    index('table_rows_city_idx').on(t.city, t.id),
    index('table_rows_start_date_idx').on(t.startDate, t.id),
    index('table_rows_salary_idx').on(t.salary, t.id),
    index('table_rows_age_idx').on(t.age, t.id),
    index('table_rows_experience_idx').on(t.experience, t.id),
    index('table_rows_status_idx').on(t.status, t.id),
    index('table_rows_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
