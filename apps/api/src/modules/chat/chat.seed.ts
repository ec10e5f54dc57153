import type { Db } from '../../db/client';
import { sampleChats, sampleContacts, sampleProfile } from './chat.samples';
import { chatMembers, chatMessages, chatProfiles, chats } from './chat.table';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * The chat samples: the contacts' profiles (their accounts are the sample people, found by name),
 * the demo admin's profile, and two chats dated yesterday and the day before, a few minutes apart.
 */
export async function seedChat(
  db: Db,
  { adminId, people }: { adminId: number; people: readonly { id: number; fullName: string }[] },
) {
  const contactIds = sampleContacts.map(
    ({ fullName }) => people.find((person) => person.fullName === fullName)?.id,
  );
  await db.insert(chatProfiles).values([
    { userId: adminId, ...sampleProfile },
    ...sampleContacts.flatMap((contact, index) => {
      const userId = contactIds[index];
      return userId === undefined
        ? []
        : [
            {
              userId,
              role: contact.role,
              about: contact.about,
              status: contact.status,
              chosenStatus: contact.status,
            },
          ];
    }),
  ]);
  const now = Date.now();
  for (const sample of sampleChats) {
    const contactId = contactIds[sample.contact];
    if (contactId === undefined) continue;
    const start = now - sample.daysAgo * day;
    const times = sample.lines.map((_, index) => new Date(start + index * 3 * minute));
    const [chat] = await db
      .insert(chats)
      .values({ lastMessageAt: times.at(-1) })
      .returning({ id: chats.id });
    if (!chat) continue;
    await db.insert(chatMembers).values([
      { chatId: chat.id, userId: adminId, contactId, unseen: sample.unseen },
      { chatId: chat.id, userId: contactId, contactId: adminId, unseen: 0 },
    ]);
    await db.insert(chatMessages).values(
      sample.lines.map(([from, message], index) => ({
        chatId: chat.id,
        senderId: from === 'me' ? adminId : contactId,
        message,
        time: times[index],
      })),
    );
  }
}
