import { countDistinct, gt, sql } from 'drizzle-orm';
import type { Contributions } from '../../lib/module';
import { within } from '../../lib/time-series';
import { chatMembers, chatMessages } from './chat.table';

/** The dashboards' figures over the chats, as support tickets. */
export const chatDashboard: Contributions['dashboard'] = {
  support: async (db, range) => {
    const thread = sql`(partition by ${chatMessages.chatId} order by ${chatMessages.id})`;
    const ordered = db
      .select({
        chatId: chatMessages.chatId,
        at: sql<string>`${chatMessages.time}`.as('at'),
        sender: sql<number>`${chatMessages.senderId}`.as('sender'),
        beforeAt: sql<string>`lag(${chatMessages.time}) over ${thread}`.as('before_at'),
        beforeSender: sql<number>`lag(${chatMessages.senderId}) over ${thread}`.as('before_sender'),
        firstAt:
          sql<string>`min(${chatMessages.time}) over (partition by ${chatMessages.chatId})`.as(
            'first_at',
          ),
      })
      .from(chatMessages)
      .as('ordered');
    const [row] = await db
      .select({
        total: sql<number>`count(distinct ${ordered.chatId})::int`,
        new: sql<number>`count(distinct ${ordered.chatId}) filter (where ${within(ordered.firstAt, range.from, range.to)})::int`,
        hours: sql<
          string | null
        >`avg(extract(epoch from ${ordered.at} - ${ordered.beforeAt}) / 3600) filter (where ${ordered.sender} <> ${ordered.beforeSender} and ${within(ordered.at, range.from, range.to)})`,
      })
      .from(ordered);
    const [open] = await db
      .select({ n: countDistinct(chatMembers.chatId) })
      .from(chatMembers)
      .where(gt(chatMembers.unseen, 0));
    return {
      total: Number(row?.total ?? 0),
      new: Number(row?.new ?? 0),
      open: open?.n ?? 0,
      responseHours: Math.round(Number(row?.hours ?? 0) * 10) / 10,
    };
  },
};
