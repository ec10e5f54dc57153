import {
  type AccountGeneral,
  type AccountGeneralBody,
  type AccountInfo,
  type AccountInfoBody,
  type AccountNotification,
  type AccountNotificationBody,
  type AccountSettings,
  type AccountSocial,
  type AccountSocialBody,
  accountDefaults,
} from '@beacon/contract/account';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSettings } from './account.table';
import { accounts, refreshTokens } from '../../lib/accounts/accounts.table';

type SettingsRow = typeof accountSettings.$inferSelect;
/** The database or a transaction on it. */
type Writer = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type StoredParts = Omit<SettingsRow, 'accountId' | 'updatedAt'>;

/** What an account has before its first save. */
const defaults: StoredParts = {
  company: accountDefaults.company,
  ...accountDefaults.info,
  socialLinks: { ...accountDefaults.socialLinks },
  connections: { ...accountDefaults.connections },
  notifications: { ...accountDefaults.notification },
};

const stored = async (db: Db, accountId: number): Promise<StoredParts> => {
  const [row] = await db
    .select()
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
  return row ?? defaults;
};

const toInfo = (row: StoredParts): AccountInfo => ({
  bio: row.bio,
  dob: row.dob,
  country: row.country,
  website: row.website,
  phone: row.phone,
});

// Keys added after a row was written read as their defaults.
const toSocial = (row: StoredParts): AccountSocial => ({
  socialLinks: { ...accountDefaults.socialLinks, ...row.socialLinks },
  connections: { ...accountDefaults.connections, ...row.connections },
});

const toNotification = (row: StoredParts): AccountNotification => ({
  ...accountDefaults.notification,
  ...row.notifications,
});

type AccountRow = typeof accounts.$inferSelect;

const toGeneral = (account: AccountRow, row: StoredParts): AccountGeneral => ({
  avatar: account.avatar,
  username: account.username,
  fullName: account.fullName,
  email: account.email,
  company: row.company,
});

export const findAccount = async (db: Db, id: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)))[0];

/** The whole settings page of one account, or undefined when there is no such account. */
export async function findSettings(
  db: Db,
  accountId: number,
): Promise<AccountSettings | undefined> {
  const [account, row] = await Promise.all([findAccount(db, accountId), stored(db, accountId)]);
  if (!account) return undefined;
  return {
    general: toGeneral(account, row),
    info: toInfo(row),
    social: toSocial(row),
    notification: toNotification(row),
  };
}

/** Writes part of an account's row, creating it with the defaults for the rest on first save. */
async function upsert(db: Writer, accountId: number, changes: Partial<StoredParts>) {
  const [row] = await db
    .insert(accountSettings)
    .values({ accountId, ...defaults, ...changes })
    .onConflictDoUpdate({
      target: accountSettings.accountId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert into account_settings returned no row');
  return row;
}

/** The account's own fields and its company; an avatar left out stays as it is. */
export async function saveGeneral(
  db: Db,
  accountId: number,
  body: AccountGeneralBody,
): Promise<AccountGeneral | undefined> {
  const general = await db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set({
        fullName: body.fullName,
        username: body.username,
        email: body.email,
        ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
      })
      .where(eq(accounts.id, accountId))
      .returning();
    if (!account) return undefined;
    const row = await upsert(tx, accountId, { company: body.company });
    return toGeneral(account, row);
  });
  return general;
}

export async function saveInfo(db: Db, accountId: number, body: AccountInfoBody) {
  return toInfo(await upsert(db, accountId, body));
}

export async function saveSocial(db: Db, accountId: number, body: AccountSocialBody) {
  const changes: Partial<StoredParts> = {};
  if (body.socialLinks) changes.socialLinks = body.socialLinks;
  if (body.connections) changes.connections = body.connections;
  return toSocial(await upsert(db, accountId, changes));
}

export async function saveNotification(db: Db, accountId: number, body: AccountNotificationBody) {
  return toNotification(await upsert(db, accountId, { notifications: body }));
}

export const findPasswordHash = async (db: Db, accountId: number) =>
  (await findAccount(db, accountId))?.passwordHash;

/**
 * Sets a new password hash and ends every other sign-in of the account: the refresh tokens of
 * every family but `keepFamily` are revoked (all of them when it is null). Returns how many
 * sign-ins were ended.
 */
export async function changePassword(
  db: Db,
  accountId: number,
  passwordHash: string,
  keepFamily: string | null,
): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.accountId, accountId),
          isNull(refreshTokens.revokedAt),
          keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return new Set(revoked.map((row) => row.familyId)).size;
  });
  return ended;
}

/** What the profile page shows of an account (the `profiles` service of account.module.ts). */
export interface ProfileFacts {
  fullName: string;
  username: string;
  email: string;
  avatar: string | null;
  role: string;
  joinedAt: string;
  bio: string;
  country: string;
  website: string;
  phone: string;
}

export async function findProfileFacts(
  db: Db,
  accountId: number,
): Promise<ProfileFacts | undefined> {
  const [account, row] = await Promise.all([findAccount(db, accountId), stored(db, accountId)]);
  if (!account) return undefined;
  return {
    fullName: account.fullName,
    username: account.username,
    email: account.email,
    avatar: account.avatar,
    role: account.role,
    joinedAt: account.createdAt.toISOString(),
    bio: row.bio,
    country: row.country,
    website: row.website,
    phone: row.phone,
  };
}
