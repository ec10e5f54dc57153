import { and, count, eq, isNull, or, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, roles } from '../../../lib/accounts/accounts.table';
import { recoveryCodes, twoFactor } from '../identity.table';
import { codeHash, newCodes } from './recovery-codes';
import { recoveryCodeCount } from '@beacon/contract/two-factor';

export const findTwoFactor = async (db: Db, accountId: number) =>
  (await db.select().from(twoFactor).where(eq(twoFactor.accountId, accountId)))[0];

/** A new secret being set up replaces any earlier one not yet confirmed. */
export async function storePendingSecret(db: Db, accountId: number, secret: string) {
  await db
    .insert(twoFactor)
    .values({ accountId, secret })
    .onConflictDoUpdate({
      target: twoFactor.accountId,
      set: { secret, enabledAt: null, lastStep: null, createdAt: new Date() },
    });
}

/**
 * Takes a code's time step, atomically: of two requests with the same code, only one moves
 * `lastStep` past it. False when a code of this step or a later one was already taken.
 */
export async function takeStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactor.accountId, accountId),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
      ),
    )
    .returning({ accountId: twoFactor.accountId });
  return rows.length === 1;
}

export async function markEnabled(db: Db, accountId: number) {
  await db
    .update(twoFactor)
    .set({ enabledAt: new Date() })
    .where(eq(twoFactor.accountId, accountId));
}

export async function removeTwoFactor(db: Db, accountId: number) {
  await db.delete(twoFactor).where(eq(twoFactor.accountId, accountId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
}

/** A fresh set of recovery codes, replacing the old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, accountId: number): Promise<string[]> {
  const codes = newCodes(recoveryCodeCount);
  const hashes = await Promise.all(codes.map(codeHash));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db.insert(recoveryCodes).values(hashes.map((hash) => ({ accountId, codeHash: hash })));
  return codes;
}

/** Uses up a recovery code, atomically: true only the first time. */
export async function useRecoveryCode(db: Db, accountId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, await codeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether the account's role asks its members for two-factor sign-in. */
export async function requiredByRole(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: roles.requireTwoFactor })
    .from(accounts)
    .innerJoin(roles, eq(roles.name, accounts.role))
    .where(eq(accounts.id, accountId));
  return row?.required ?? false;
}

export const rolesTwoFactor = (db: Db) =>
  db.select({ id: roles.id, required: roles.requireTwoFactor }).from(roles).orderBy(roles.id);

export async function setRoleTwoFactor(db: Db, id: number, required: boolean) {
  const [row] = await db
    .update(roles)
    .set({ requireTwoFactor: required })
    .where(eq(roles.id, id))
    .returning({ id: roles.id, required: roles.requireTwoFactor });
  return row;
}
