import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pollVotes } from './pages.table';

/** Stored votes per option of these polls: `{ pollId: { option: n } }`. */
export async function voteCounts(
  db: Db,
  pollIds: string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ pollId: pollVotes.pollId, option: pollVotes.option, n: count() })
    .from(pollVotes)
    .where(inArray(pollVotes.pollId, pollIds))
    .groupBy(pollVotes.pollId, pollVotes.option);
  const counts = new Map<string, Map<string, number>>();
  for (const { pollId, option, n } of rows) {
    if (!counts.has(pollId)) counts.set(pollId, new Map());
    counts.get(pollId)?.set(option, n);
  }
  return counts;
}

/** The options this account chose, by poll. */
export async function choicesOf(
  db: Db,
  accountId: number,
  pollIds: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ pollId: pollVotes.pollId, option: pollVotes.option })
    .from(pollVotes)
    .where(and(eq(pollVotes.accountId, accountId), inArray(pollVotes.pollId, pollIds)));
  return new Map(rows.map((row) => [row.pollId, row.option]));
}

/** One vote per account and poll: voting again moves it to the new option. */
export async function castVote(
  db: Db,
  accountId: number,
  pollId: string,
  option: string,
): Promise<void> {
  await db
    .insert(pollVotes)
    .values({ accountId, pollId, option })
    .onConflictDoUpdate({
      target: [pollVotes.accountId, pollVotes.pollId],
      set: { option, votedAt: new Date() },
    });
}
