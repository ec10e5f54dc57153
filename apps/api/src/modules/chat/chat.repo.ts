import type {
  Chat,
  ChatContact,
  ChatFile,
  ChatMessage,
  ChatProfile,
  ChatStatus,
  ChatSummary,
  UpdateChatProfileBody,
} from '@beacon/contract/chat';
import type { StoredFile } from '@beacon/contract/files';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Services } from '../../lib/module';
import { chatMembers, chatMessages, chatProfiles, chats } from './chat.table';

/** The accounts that may chat, as the auth module shows them (injected: no module imports another). */
export interface ChatAccount {
  id: number;
  name: string;
  avatar: string;
  role: string;
}
/** The accounts that may chat; only those of `ids` when given (a lookup, not the whole list). */
export type ChatDirectory = (db: Db, ids?: readonly number[]) => Promise<ChatAccount[]>;

/** How many of a chat's newest messages get-chat returns. */
export const chatHistoryMax = 1000;

type ProfileRow = typeof chatProfiles.$inferSelect;

/** The file store's part the chat uses (its service: no module imports another). */
export type ChatFiles = Pick<Services['files'], 'describe' | 'attachable' | 'link'>;

interface MessageRow {
  message: string;
  time: Date;
  senderId: number;
  fileId: string | null;
}

/** What a message says of its file: the store's description without the checksum and dates. */
export const chatFileOf = (file: StoredFile): ChatFile => ({
  id: file.id,
  name: file.name,
  type: file.type,
  size: file.size,
  isImage: file.isImage,
  url: file.url,
  thumbnailUrl: file.thumbnailUrl,
});

const toMessage = (row: MessageRow, file: ChatFile | null): ChatMessage => ({
  message: row.message,
  time: row.time.toISOString(),
  senderId: row.senderId,
  file,
});

/** The messages of `rows` with their files described (null for one the store no longer has). */
async function withFiles(db: Db, files: ChatFiles, rows: MessageRow[]): Promise<ChatMessage[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.fileId ? [row.fileId] : [])))];
  const described = new Map(
    (await files.describe(db, ids)).map((file): [string, ChatFile] => [file.id, chatFileOf(file)]),
  );
  return rows.map((row) => toMessage(row, row.fileId ? (described.get(row.fileId) ?? null) : null));
}

async function profilesOf(db: Db, ids: number[]): Promise<Map<number, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(chatProfiles).where(inArray(chatProfiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, row]));
}

const toContact = (account: ChatAccount, profile: ProfileRow | undefined): ChatContact => ({
  id: account.id,
  fullName: account.name,
  role: profile?.role ?? account.role,
  about: profile?.about ?? '',
  avatar: account.avatar,
  status: (profile?.status ?? 'offline') as ChatStatus,
});

export function toProfile(account: ChatAccount, profile: ProfileRow | undefined): ChatProfile {
  return {
    id: account.id,
    avatar: account.avatar,
    fullName: account.name,
    role: profile?.role ?? account.role,
    about: profile?.about ?? '',
    status: (profile?.chosenStatus ?? 'online') as ChatStatus,
    settings: {
      isTwoStepAuthVerificationEnabled: profile?.twoStep ?? false,
      isNotificationsOn: profile?.notifications ?? true,
    },
  };
}

export async function getProfile(db: Db, account: ChatAccount): Promise<ChatProfile> {
  return toProfile(account, (await profilesOf(db, [account.id])).get(account.id));
}

/**
 * Saves the profile. A chosen status shows at once while the user is connected somewhere; `shown`
 * is the presence others now see when it changed.
 */
export async function updateProfile(
  db: Db,
  account: ChatAccount,
  body: UpdateChatProfileBody,
  connected: boolean,
): Promise<{ profile: ChatProfile; shown?: ChatStatus }> {
  const before = (await profilesOf(db, [account.id])).get(account.id);
  const changes = {
    ...(body.about === undefined ? {} : { about: body.about }),
    ...(body.status === undefined ? {} : { chosenStatus: body.status }),
    ...(body.status !== undefined && connected ? { status: body.status } : {}),
    ...(body.settings?.isTwoStepAuthVerificationEnabled === undefined
      ? {}
      : { twoStep: body.settings.isTwoStepAuthVerificationEnabled }),
    ...(body.settings?.isNotificationsOn === undefined
      ? {}
      : { notifications: body.settings.isNotificationsOn }),
  };
  const [row] = await db
    .insert(chatProfiles)
    .values({ userId: account.id, ...changes })
    .onConflictDoUpdate({ target: chatProfiles.userId, set: changes })
    .returning();
  const shownBefore = before?.status ?? 'offline';
  const shown = row && row.status !== shownBefore ? (row.status as ChatStatus) : undefined;
  return { profile: toProfile(account, row), shown };
}

/** The caller's chats, newest first, keyed by contact. */
async function summaries(
  db: Db,
  files: ChatFiles,
  userId: number,
): Promise<Map<number, ChatSummary>> {
  const members = await db
    .select({
      chatId: chatMembers.chatId,
      contactId: chatMembers.contactId,
      unseen: chatMembers.unseen,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(eq(chatMembers.userId, userId))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id));
  if (members.length === 0) return new Map();
  const last = await db
    .selectDistinctOn([chatMessages.chatId], {
      chatId: chatMessages.chatId,
      message: chatMessages.message,
      time: chatMessages.time,
      senderId: chatMessages.senderId,
      fileId: chatMessages.fileId,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.chatId,
        members.map((member) => member.chatId),
      ),
    )
    .orderBy(chatMessages.chatId, desc(chatMessages.id));
  const messages = await withFiles(db, files, last);
  const lastByChat = new Map(last.map((row, index) => [row.chatId, messages[index]]));
  const result = new Map<number, ChatSummary>();
  for (const member of members) {
    const lastMessage = lastByChat.get(member.chatId);
    if (lastMessage)
      result.set(member.contactId, { id: member.chatId, unseenMsgs: member.unseen, lastMessage });
  }
  return result;
}

/** GET /apps/chat/chats-and-contacts: every other account that may chat; chats newest first. */
export async function chatsAndContacts(
  db: Db,
  files: ChatFiles,
  everyone: ChatAccount[],
  me: ChatAccount,
  q: string | undefined,
) {
  const needle = q?.toLowerCase();
  const others = everyone.filter(
    (account) => account.id !== me.id && (!needle || account.name.toLowerCase().includes(needle)),
  );
  const [profiles, byContact] = await Promise.all([
    profilesOf(
      db,
      [me, ...others].map((account) => account.id),
    ),
    summaries(db, files, me.id),
  ]);
  const contacts = others.map((account) => {
    const contact = toContact(account, profiles.get(account.id));
    const chat = byContact.get(account.id);
    return chat ? { ...contact, chat } : contact;
  });
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const chatsContacts = [...byContact.keys()].flatMap((id) => {
    const contact = byId.get(id);
    return contact?.chat ? [{ ...contact, chat: contact.chat }] : [];
  });
  const profile = toProfile(me, profiles.get(me.id));
  return {
    chatsContacts,
    contacts,
    profileUser: {
      id: profile.id,
      avatar: profile.avatar,
      fullName: profile.fullName,
      status: profile.status,
    },
  };
}

export async function contactOf(db: Db, contact: ChatAccount): Promise<ChatContact> {
  return toContact(contact, (await profilesOf(db, [contact.id])).get(contact.id));
}

/** The caller's chat with a contact, marked read; undefined when they have none yet. */
export async function openChat(
  db: Db,
  files: ChatFiles,
  userId: number,
  contactId: number,
): Promise<Chat | undefined> {
  const [member] = await db
    .update(chatMembers)
    .set({ unseen: 0 })
    .where(and(eq(chatMembers.userId, userId), eq(chatMembers.contactId, contactId)))
    .returning({ chatId: chatMembers.chatId });
  if (!member) return undefined;
  const rows = await db
    .select({
      message: chatMessages.message,
      time: chatMessages.time,
      senderId: chatMessages.senderId,
      fileId: chatMessages.fileId,
    })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, member.chatId))
    .orderBy(desc(chatMessages.id))
    .limit(chatHistoryMax);
  return {
    id: member.chatId,
    userId: contactId,
    unseenMsgs: 0,
    chat: await withFiles(db, files, rows.reverse()),
  };
}

/** What a message says: its text, and the file it carries (already checked as attachable). */
export interface NewMessage {
  text: string;
  file?: ChatFile;
}

/**
 * Saves a message in the pair's chat (made on the first message), lets both members read its file
 * and raises the recipient's unseen count, in one transaction. `created` carries the new chat as
 * the sender sees it.
 */
export async function sendMessage(
  db: Db,
  files: ChatFiles,
  senderId: number,
  contactId: number,
  message: NewMessage,
) {
  try {
    return await saveMessage(db, files, senderId, contactId, message);
  } catch (error) {
    // Both users wrote their first message at the same moment: the other chat won, use it.
    if (!(error instanceof ChatCreatedMeanwhile)) throw error;
    return saveMessage(db, files, senderId, contactId, message);
  }
}

class ChatCreatedMeanwhile extends Error {}

function saveMessage(
  db: Db,
  files: ChatFiles,
  senderId: number,
  contactId: number,
  { text, file }: NewMessage,
) {
  return db.transaction(async (tx) => {
    let [member] = await tx
      .select({ chatId: chatMembers.chatId })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, senderId), eq(chatMembers.contactId, contactId)));
    const created = !member;
    if (!member) {
      const [chat] = await tx.insert(chats).values({}).returning({ id: chats.id });
      if (!chat) throw new Error('chat not created');
      const inserted = await tx
        .insert(chatMembers)
        .values([
          { chatId: chat.id, userId: senderId, contactId },
          { chatId: chat.id, userId: contactId, contactId: senderId },
        ])
        .onConflictDoNothing()
        .returning();
      if (inserted.length < 2) throw new ChatCreatedMeanwhile();
      member = { chatId: chat.id };
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: member.chatId, senderId, message: text, fileId: file?.id ?? null })
      .returning();
    if (!row) throw new Error('message not saved');
    if (file)
      await files.link(
        tx,
        [senderId, contactId].map((readerId) => ({
          fileId: file.id,
          target: 'chat' as const,
          targetId: row.id,
          readerId,
        })),
      );
    await tx.update(chats).set({ lastMessageAt: row.time }).where(eq(chats.id, member.chatId));
    await tx
      .update(chatMembers)
      .set({ unseen: sql`${chatMembers.unseen} + 1` })
      .where(and(eq(chatMembers.chatId, member.chatId), eq(chatMembers.userId, contactId)));
    const message = toMessage(row, file ?? null);
    const chat: Chat | undefined = created
      ? { id: member.chatId, userId: contactId, unseenMsgs: 0, chat: [message] }
      : undefined;
    return { chatId: member.chatId, message, chat };
  });
}
