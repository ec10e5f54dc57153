import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passkeys } from '../identity.table';

export type StoredPasskey = typeof passkeys.$inferSelect;

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** A passkey as its owner sees it: the dates as ISO text, never the key. */
export const toPasskey = (row: Pick<StoredPasskey, keyof typeof listed>) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const listPasskeys = async (db: Db, accountId: number) =>
  (
    await db
      .select(listed)
      .from(passkeys)
      .where(eq(passkeys.accountId, accountId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
  ).map(toPasskey);

/** The account's credentials, for the browser not to make a second one on the same device. */
export const credentialsOf = (db: Db, accountId: number) =>
  db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId));

export const findPasskey = async (db: Db, id: string) =>
  (await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1))[0];

/** False when that credential is stored already (for this account or another). */
export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert) {
  const made = await db.insert(passkeys).values(row).onConflictDoNothing().returning(listed);
  return made[0] ? toPasskey(made[0]) : null;
}

const owned = (accountId: number, id: string) =>
  and(eq(passkeys.id, id), eq(passkeys.accountId, accountId));

export async function renamePasskey(db: Db, accountId: number, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(owned(accountId, id))
    .returning(listed);
  return row ? toPasskey(row) : null;
}

export async function deletePasskey(db: Db, accountId: number, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(owned(accountId, id))
    .returning({ name: passkeys.name });
  return row ?? null;
}

export const markUsed = (db: Db, id: string, counter: number) =>
  db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
