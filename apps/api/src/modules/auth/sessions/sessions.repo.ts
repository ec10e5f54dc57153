import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { liveFamilies, revokeFamily } from '../auth.repo';
import { sessions } from '../identity.table';

/** The account's sign-ins still going: not revoked, and with a refresh token still good. */
export async function liveSessions(db: Db, accountId: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt));
  const live = await liveFamilies(
    db,
    rows.map((row) => row.familyId),
  );
  return rows.filter((row) => live.has(row.familyId));
}

/** Ends sign-ins: their refresh tokens stop working at once, in every API process. */
export async function revokeSessions(db: Db, accountId: number, families: readonly string[]) {
  if (families.length === 0) return;
  for (const family of families) await revokeFamily(db, family);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), inArray(sessions.familyId, [...families])));
}
