import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sha256Hex } from '../../../lib/passwords';
import { accountTokens } from '../identity.table';

export type LinkPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const MINUTE = 60_000;

/** 32 random bytes, base64url: what a link carries. Only its SHA-256 is stored. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const secretHash = (secret: string) => sha256Hex(secret);

export const expiresIn = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/**
 * A new link for the account. Its older unused links of the same purpose stop working: only the
 * newest mail's link does, so a mailbox read later by someone else holds nothing still usable.
 */
export async function issueLink(
  db: Db,
  values: { accountId: number; purpose: LinkPurpose; email: string; minutes: number },
): Promise<string> {
  const secret = newSecret();
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.accountId, values.accountId),
        eq(accountTokens.purpose, values.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({
    accountId: values.accountId,
    purpose: values.purpose,
    email: values.email,
    tokenHash: await secretHash(secret),
    expiresAt: expiresIn(values.minutes),
  });
  return secret;
}

/**
 * Uses a link up, once: the row is marked used in the same statement that finds it, so two
 * requests racing with one link cannot both pass. Undefined for an unknown, used or expired link.
 */
export async function spendLink(db: Db, secret: string, purposes: readonly LinkPurpose[]) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, await secretHash(secret)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
