import type { AbilityRule, UserData } from '@beacon/contract/auth';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import { type Action, abilityFrom } from '../../lib/guard';
import { withEveryone } from '../../lib/accounts/abilities';
import type { Account } from '../../lib/accounts/accounts';
import { accounts, refreshTokens, roles } from '../../lib/accounts/accounts.table';

// What the auth, access and account modules all need of an account (lib/accounts).
export {
  type Account,
  createAccount,
  findClashes,
  findRefreshToken,
} from '../../lib/accounts/accounts';

/** An account's abilities: its role's, read on every call so a changed role applies at once. */
export async function abilityRulesOf(db: Db, role: string): Promise<AbilityRule[]> {
  const [row] = await db.select({ rules: roles.rules }).from(roles).where(eq(roles.name, role));
  return withEveryone(row?.rules ?? []);
}

export const findAccountByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = lower(${email})`)
      .limit(1)
  )[0];

export const findAccountById = async (db: Db, id: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];

export function toUserData(
  account: Account,
  ability: AbilityRule[],
  extras: UserData['extras'],
): UserData {
  return {
    id: account.id,
    fullName: account.fullName,
    username: account.username,
    avatar: account.avatar,
    email: account.email,
    role: account.role,
    ability,
    extras,
  };
}

export async function storeRefreshToken(
  db: Db,
  row: { id: string; accountId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks a live token as used, atomically: of two concurrent refreshes with the same token only one
 * gets `true`; the other is treated as reuse.
 */
export async function markRotated(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of these sign-ins (refresh-token families), those still going: one of their tokens is neither
 * revoked nor expired. A rotated token counts, as a refresh marks one before it stores the next.
 * Logout, reuse and a password change revoke every token of a family; deleting the account deletes
 * them.
 */
export async function liveFamilies(db: Db, families: readonly string[]): Promise<Set<string>> {
  // The column is a uuid: anything else could never match, and would make PostgreSQL fail.
  const wanted = [...new Set(families)].filter((family) => uuidPattern.test(family));
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.familyId, wanted),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    );
  return new Set(rows.map((row) => row.familyId));
}

/** The caller as the access guard sees it: abilities as stored, never as the client claims. */
export async function loadPrincipal(db: Db, id: number): Promise<Principal | null> {
  const [row] = await db
    .select({ id: accounts.id, rules: roles.rules })
    .from(accounts)
    .innerJoin(roles, eq(roles.name, accounts.role))
    .where(eq(accounts.id, id))
    .limit(1);
  return row ? { id: row.id, ability: abilityFrom(withEveryone(row.rules)) } : null;
}

/** An account as other modules show it (a mail's sender or recipient): name, address, avatar. */
export interface PublicAccount {
  id: number;
  email: string;
  name: string;
  avatar: string;
}

const publicColumns = {
  id: accounts.id,
  email: accounts.email,
  // Registered accounts have no full name yet: the username stands in.
  name: sql<string>`coalesce(nullif(${accounts.fullName}, ''), ${accounts.username})`,
  avatar: sql<string>`coalesce(${accounts.avatar}, '')`,
};

export const findPublicAccount = async (db: Db, id: number): Promise<PublicAccount | undefined> =>
  (await db.select(publicColumns).from(accounts).where(eq(accounts.id, id)))[0];

export const findPublicAccounts = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select(publicColumns)
        .from(accounts)
        .where(inArray(accounts.id, [...ids]));

export const findAllPublicAccounts = (db: Db): Promise<PublicAccount[]> =>
  db.select(publicColumns).from(accounts).orderBy(accounts.id);

/** The accounts with one of these addresses, compared without case. */
export async function findPublicAccountsByEmail(
  db: Db,
  addresses: string[],
): Promise<PublicAccount[]> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (wanted.length === 0) return [];
  return db
    .select(publicColumns)
    .from(accounts)
    .where(
      sql`lower(${accounts.email}) in (${sql.join(
        wanted.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
}

/**
 * Every account who may use a module needing (`action`, `subject`), as other modules show them;
 * only those of `ids` when given. The ability is worked out once per role (a handful), not once
 * per account (thousands).
 */
export async function findAccountsAble(
  db: Db,
  action: Action,
  subject: string,
  ids?: readonly number[],
): Promise<(PublicAccount & { role: string })[]> {
  const able = (await db.select({ name: roles.name, rules: roles.rules }).from(roles))
    .filter((role) => abilityFrom(withEveryone(role.rules)).can(action, subject))
    .map((role) => role.name);
  if (able.length === 0) return [];
  return db
    .select({ ...publicColumns, role: accounts.role })
    .from(accounts)
    .where(
      and(
        inArray(accounts.role, able),
        ids === undefined ? undefined : inArray(accounts.id, [...ids]),
      ),
    )
    .orderBy(accounts.id);
}
