import type { ChatStatus } from '@beacon/contract/chat';
import { presenceTopic } from '@beacon/contract/live';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveHub } from '../../lib/live/hub';
import { chatPresence, chatProfiles } from './chat.table';

/** A process that stopped beating this long ago (crashed) no longer keeps its users online. */
const staleAfter = sql`interval '90 seconds'`;

/**
 * Presence across API processes: each process keeps one row per user it has a session for; a user
 * is online (as they chose: online, busy, away) while any fresh row exists, else offline. Every
 * change is published on the `presence` topic.
 */
export function trackPresence(db: Db, live: LiveHub) {
  const refresh = async (userId: number) => {
    await db.insert(chatProfiles).values({ userId }).onConflictDoNothing();
    const shown = sql<string>`case when exists (select 1 from ${chatPresence} where ${chatPresence.userId} = ${userId} and ${chatPresence.seenAt} > now() - ${staleAfter}) then ${chatProfiles.chosenStatus} else 'offline' end`;
    const [changed] = await db
      .update(chatProfiles)
      .set({ status: shown })
      .where(and(eq(chatProfiles.userId, userId), sql`${chatProfiles.status} <> ${shown}`))
      .returning({ status: chatProfiles.status });
    if (changed) await publishPresence(live, userId, changed.status as ChatStatus);
  };

  live.onSessions(async (userId, here) => {
    if (here > 0)
      await db
        .insert(chatPresence)
        .values({ userId, nodeId: live.nodeId })
        .onConflictDoUpdate({
          target: [chatPresence.userId, chatPresence.nodeId],
          set: { seenAt: sql`now()` },
        });
    else
      await db
        .delete(chatPresence)
        .where(and(eq(chatPresence.userId, userId), eq(chatPresence.nodeId, live.nodeId)));
    await refresh(userId);
  });

  live.onHeartbeat(async (userIds) => {
    if (userIds.length > 0)
      await db
        .update(chatPresence)
        .set({ seenAt: sql`now()` })
        .where(and(eq(chatPresence.nodeId, live.nodeId), inArray(chatPresence.userId, userIds)));
    const gone = await db
      .delete(chatPresence)
      .where(lt(chatPresence.seenAt, sql`now() - ${staleAfter}`))
      .returning({ userId: chatPresence.userId });
    for (const userId of new Set(gone.map((row) => row.userId))) await refresh(userId);
  });
}

export const publishPresence = (live: LiveHub, userId: number, status: ChatStatus) =>
  live.publish(presenceTopic, { type: 'chat.presence', userId, status });

/** Whether the user has a live session in any process. */
export async function isConnected(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(
      and(eq(chatPresence.userId, userId), sql`${chatPresence.seenAt} > now() - ${staleAfter}`),
    )
    .limit(1);
  return rows.length > 0;
}
