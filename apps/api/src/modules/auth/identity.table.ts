import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, roles } from '../../lib/accounts/accounts.table';

// What an account proves who it is with, besides its password, and the links mailed to it. None of
// these tables has an audit trigger: their rows hold secrets (hashes, keys) that a diff in the
// audit log must not copy. The routes record what matters (a reset, a passkey added) themselves.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One-time links mailed to an account, stored as SHA-256 hashes: a password reset, the check of
 * its e-mail address, or of a new address (`email`) that replaces the old one once followed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text().$type<'reset' | 'verify' | 'email-change'>().notNull(),
    tokenHash: text('token_hash').notNull().unique('account_tokens_hash_key'),
    /** The address the link was sent to: for `email-change`, the new one. */
    email: text().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose)],
);

/** An admin's invitation to sign up into a role (registration by invitation). */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    role: text()
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade', onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('invitations_hash_key'),
    invitedBy: integer('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * An account's authenticator-app secret (TOTP). `enabledAt` is null while it is being set up;
 * `lastStep` is the last time step a code was accepted for, so a code is never taken twice.
 */
export const twoFactor = pgTable('two_factor', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: at('enabled_at'),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes for two-factor sign-in, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
);

/** WebAuthn credentials (passkeys): the id and public key are base64url, as WebAuthn gives them. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text().primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer().notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_account_idx').on(t.accountId)],
);

/** Accounts linked to an OpenID Connect provider's user (`issuer` + `subject`). */
export const oidcLinks = pgTable(
  'oidc_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_links_subject_key').on(t.issuer, t.subject),
    index('oidc_links_account_idx').on(t.accountId),
  ],
);

/**
 * One row per sign-in (a refresh-token family): what the sessions list shows. Revoking one revokes
 * its refresh tokens too, so its next refresh fails in every API process.
 */
export const sessions = pgTable(
  'sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** How it signed in: password, passkey, oidc, invitation, reset. */
    method: text().notNull(),
    userAgent: text('user_agent').notNull().default(''),
    address: text(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);
