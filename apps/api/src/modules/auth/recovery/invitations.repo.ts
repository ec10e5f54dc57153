import type { Invitation } from '@beacon/contract/recovery';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, roles } from '../../../lib/accounts/accounts.table';
import { invitations } from '../identity.table';
import { secretHash } from './one-time-links';

/** Not accepted, not revoked, not expired: the only invitations whose link still works. */
const pending = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

const columns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedBy: accounts.username,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

const toInvitation = (row: {
  id: number;
  email: string;
  role: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): Invitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function listPending(db: Db): Promise<Invitation[]> {
  const rows = await db
    .select(columns)
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(pending())
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

/** A role's stored name, found without case as role names are unique. */
export const roleNamed = async (db: Db, name: string) =>
  (
    await db
      .select({ name: roles.name })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`)
      .limit(1)
  )[0]?.name;

/** A new invitation; an earlier pending one to the same address stops working. */
export async function createInvitation(
  db: Db,
  values: { email: string; role: string; invitedBy: number; tokenHash: string; expiresAt: Date },
): Promise<Invitation> {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(sql`lower(${invitations.email}) = lower(${values.email})`, pending()));
  const [made] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  if (!made) throw new Error('insert into invitations returned no row');
  const [row] = await db
    .select(columns)
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(eq(invitations.id, made.id));
  if (!row) throw new Error('the new invitation is gone');
  return toInvitation(row);
}

/** Revokes a pending invitation; false when there is none with this id. */
export async function revokeInvitation(db: Db, id: number): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), pending()))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/** The pending invitation a link's token names. */
export async function findPendingByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, await secretHash(token)), pending()))
    .limit(1);
  return row;
}

/** Marks the invitation accepted, once: two requests racing with one link cannot both pass. */
export async function spendInvitation(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), pending()))
    .returning({ id: invitations.id });
  return spent.length > 0;
}
