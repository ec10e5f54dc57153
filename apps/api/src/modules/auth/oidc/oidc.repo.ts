import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts } from '../../../lib/accounts/accounts.table';
import { hashPassword } from '../../../lib/passwords';
import { createOwnAccount } from '../new-account';
import { recordAudit } from '../../../lib/audit/record';
import type * as repo from '../auth.repo';
import { oidcLinks } from '../identity.table';

/**
 * A link made or removed, as the account's own change (as passkeys and two-factor record
 * theirs): which provider and which of its addresses, never the provider's user id.
 */
const linkEntry = (accountId: number, before: string | null, after: string | null) => ({
  actorId: accountId,
  action: 'update' as const,
  resource: 'accounts',
  resourceId: String(accountId),
  changes: { oidc: [before, after] as [unknown, unknown] },
});

const described = (link: { issuer: string; email: string }) => `${link.email} (${link.issuer})`;

export async function findLinkedAccount(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ account: accounts })
    .from(oidcLinks)
    .innerJoin(accounts, eq(accounts.id, oidcLinks.accountId))
    .where(and(eq(oidcLinks.issuer, issuer), eq(oidcLinks.subject, subject)))
    .limit(1);
  return row?.account;
}

/** Links the account to the provider's user, and records it as the account's own act. */
export async function linkAccount(
  db: Db,
  link: { accountId: number; issuer: string; subject: string; email: string },
): Promise<void> {
  await db.insert(oidcLinks).values(link);
  await recordAudit(db, linkEntry(link.accountId, null, described(link)));
}

/** The provider confirmed the address: an account still waiting for its check has it now. */
export async function markVerified(db: Db, account: repo.Account): Promise<void> {
  if (account.emailVerifiedAt) return;
  await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, account.id));
}

const usernameOf = (email: string) => {
  const local = (email.split('@')[0] ?? '').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24);
  return local.length >= 3 ? local : `user${local}`;
};

/** A username from the address's local part, with a number added until no account has it. */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameOf(email);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    const [taken] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = lower(${name})`)
      .limit(1);
    if (!taken) return name;
  }
  return `user${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * An account for the provider's user: its address counts as verified (the provider said so), and
 * its password is the hash of a secret nobody is told, so only the provider, or a reset mailed to
 * that address, signs it in.
 */
export async function createProviderAccount(
  db: Db,
  values: { email: string; name: string; role: string; passwordIterations: number },
): Promise<repo.Account> {
  const passwordHash = await hashPassword(crypto.randomUUID(), values.passwordIterations);
  const username = await freeUsername(db, values.email);
  return createOwnAccount(db, {
    email: values.email,
    username,
    passwordHash,
    role: values.role,
    fullName: values.name,
    emailVerifiedAt: new Date(),
  });
}

export const listLinks = (db: Db, accountId: number) =>
  db
    .select({
      id: oidcLinks.id,
      issuer: oidcLinks.issuer,
      email: oidcLinks.email,
      createdAt: oidcLinks.createdAt,
    })
    .from(oidcLinks)
    .where(eq(oidcLinks.accountId, accountId))
    .orderBy(asc(oidcLinks.createdAt), asc(oidcLinks.id));

/** Removes one of the account's own links; false when it has none by that id. */
export async function unlink(db: Db, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .delete(oidcLinks)
    .where(and(eq(oidcLinks.id, id), eq(oidcLinks.accountId, accountId)))
    .returning({ issuer: oidcLinks.issuer, email: oidcLinks.email });
  if (!row) return false;
  await recordAudit(db, linkEntry(accountId, described(row), null));
  return true;
}
