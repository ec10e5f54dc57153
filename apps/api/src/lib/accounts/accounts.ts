import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, refreshTokens } from './accounts.table';

// The reads and writes of accounts that more than one module makes: signing up (auth) and an
// admin adding a person (access) both create accounts; a sign-in's refresh token is checked by
// the auth and account modules alike.

export type Account = typeof accounts.$inferSelect;

/**
 * Which of this e-mail and username an account already has (another than `exceptId`, when
 * given), compared without case.
 */
export async function findClashes(db: Db, email: string, username: string, exceptId?: number) {
  const rows = await db
    .select({ email: accounts.email, username: accounts.username })
    .from(accounts)
    .where(
      and(
        exceptId === undefined ? undefined : ne(accounts.id, exceptId),
        or(
          sql`lower(${accounts.email}) = lower(${email})`,
          sql`lower(${accounts.username}) = lower(${username})`,
        ),
      ),
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function createAccount(
  db: Db,
  values: {
    email: string;
    username: string;
    passwordHash: string;
    role: string;
    fullName?: string;
    currentPlan?: string;
    /** Verified unless said otherwise: only sign-up takes an address on the word of its user. */
    emailVerifiedAt?: Date | null;
  },
): Promise<Account> {
  const [row] = await db
    .insert(accounts)
    .values({ fullName: '', emailVerifiedAt: new Date(), ...values, avatar: null })
    .returning();
  if (!row) throw new Error('insert into accounts returned no row');
  return row;
}

export const findRefreshToken = async (db: Db, id: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1))[0];
