import { and, countDistinct, gt, isNull, sql } from 'drizzle-orm';
import type { Contributions } from '../../lib/module';
import { at, bucketOf, byDay, byPosition, daysWithin, trend, within } from '../../lib/time-series';
import { accountDays, refreshTokens } from '../../lib/accounts/accounts.table';

/** The dashboards' figures over accounts and sign-ins. */
export const authDashboard: Contributions['dashboard'] = {
  accounts: async (db, range) => {
    const [[all], rows] = await Promise.all([
      db
        .select({ n: sql<number>`coalesce(sum(${accountDays.accounts}), 0)::int` })
        .from(accountDays),
      db
        .select({ day: accountDays.day, value: accountDays.accounts })
        .from(accountDays)
        .where(daysWithin(accountDays.day, range)),
    ]);
    return { total: Number(all?.n ?? 0), series: byDay(range, rows).series };
  },

  signIns: async (db, range) => {
    // A family is one sign-in; its first token was made when the person signed in.
    const signIns = db
      .select({
        accountId: refreshTokens.accountId,
        at: sql<string>`min(${refreshTokens.createdAt})`.as('at'),
        firstAt:
          sql<string>`min(min(${refreshTokens.createdAt})) over (partition by ${refreshTokens.accountId})`.as(
            'first_at',
          ),
      })
      .from(refreshTokens)
      .where(within(refreshTokens.createdAt, range.previousFrom, range.to))
      .groupBy(refreshTokens.familyId, refreshTokens.accountId)
      .as('sign_ins');
    const current = sql`${signIns.at} >= ${at(range.from)}`;
    const [row] = await db
      .select({
        sessions: sql<number>`count(*) filter (where ${current})::int`,
        previous: sql<number>`count(*) filter (where not ${current})::int`,
        users: sql<number>`count(distinct ${signIns.accountId}) filter (where ${current})::int`,
        returning: sql<number>`count(distinct ${signIns.accountId}) filter (where ${current} and ${signIns.firstAt} < ${at(range.from)})::int`,
      })
      .from(signIns);
    const rows = await db
      .select({
        bucket: bucketOf(refreshTokens.createdAt, range),
        value: countDistinct(refreshTokens.familyId),
      })
      .from(refreshTokens)
      .where(within(refreshTokens.createdAt, range.from, range.to))
      .groupBy(byPosition);
    return {
      count: { total: Number(row?.sessions ?? 0), series: trend(rows, range.buckets).series },
      previous: Number(row?.previous ?? 0),
      users: Number(row?.users ?? 0),
      returning: Number(row?.returning ?? 0),
    };
  },

  activeUsers: async (db, range) => {
    const [[live], rows] = await Promise.all([
      db
        .select({ n: countDistinct(refreshTokens.accountId) })
        .from(refreshTokens)
        .where(
          and(
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        ),
      db
        .select({
          bucket: bucketOf(refreshTokens.createdAt, range),
          value: countDistinct(refreshTokens.accountId),
        })
        .from(refreshTokens)
        .where(within(refreshTokens.createdAt, range.from, range.to))
        .groupBy(byPosition),
    ]);
    return { total: live?.n ?? 0, series: trend(rows, range.buckets).series };
  },
};
