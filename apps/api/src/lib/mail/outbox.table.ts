import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail kept instead of sent: a server without SMTP_URL, and mock mode, put every message here,
 * where admins read it on the Outbox screen (as a developer reads a local mail catcher).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** What sent it: reset, verify, invitation, email, invoice… */
    kind: text().notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
