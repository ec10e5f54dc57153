import type { AbilityRule } from '@beacon/contract/auth';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The accounts every module builds on: who signs in (the auth module), the roles that say what
// they may do (access) and their own settings (account) all read these tables, so they live below
// the modules. The auth module lists them as its own (auth.module.ts).

/**
 * Roles and what they allow, as CASL rules ("read Auth" is added for everyone when loaded). An
 * account's abilities come from its role on every request, so editing a role changes what its
 * members may do at once. Names are unique without case; accounts reference the exact name.
 */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull().unique('roles_name_key'),
    rules: jsonb().$type<AbilityRule[]>().notNull(),
    /** Its members must set up two-factor sign-in before they can sign in without it. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`)],
);

/** Accounts that can sign in (those of `/jwt/*`), separate from the users list. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fullName: text('full_name').notNull().default(''),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text(),
    // A role with members cannot be deleted; a renamed role keeps its members.
    role: text()
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    currentPlan: text('current_plan').notNull().default('basic'),
    /** When its address was shown to be its own (a link followed); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_username_key').on(sql`lower(${t.username})`),
    index('accounts_role_idx').on(t.role),
    index('accounts_created_idx').on(t.createdAt),
  ],
);

/** Refresh tokens, stored hashed. A family is one sign-in; each refresh rotates within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the token was made: a family's first one is a sign-in (the dashboard counts them). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_created_idx').on(t.createdAt),
  ],
);

/**
 * Accounts made per UTC day, kept by a trigger on `accounts` (migration 0020): the subscribers
 * card reads a year as at most 366 rows.
 */
export const accountDays = pgTable('account_days', {
  day: date({ mode: 'string' }).primaryKey(),
  accounts: integer().notNull(),
});
