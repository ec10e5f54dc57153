import type {
  ConnectionKey,
  NotificationKey,
  SocialLinkKey,
} from '@beacon/contract/account-values';
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../../lib/accounts/accounts.table';

/**
 * What an account keeps on its settings page besides its own fields (name, username, e-mail,
 * avatar live on `accounts`). One row per account, written on its first save; until then the
 * page shows the sample defaults. The flag and link maps are JSON so a new key needs
 * no migration: missing keys read as their defaults.
 */
export const accountSettings = pgTable('account_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  company: text().notNull(),
  bio: text().notNull(),
  dob: date({ mode: 'string' }),
  country: text().notNull(),
  website: text().notNull(),
  phone: text().notNull(),
  socialLinks: jsonb('social_links').$type<Partial<Record<SocialLinkKey, string>>>().notNull(),
  connections: jsonb().$type<Partial<Record<ConnectionKey, boolean>>>().notNull(),
  notifications: jsonb().$type<Partial<Record<NotificationKey, boolean>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
