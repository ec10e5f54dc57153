import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The foreign keys to accounts are added by the hand-written migration 0010: modules never import
// each other's tables, so drizzle-kit cannot see them.

/** How a user shows in the chat. A user without a row has the defaults. */
export const chatProfiles = pgTable('chat_profiles', {
  userId: integer('user_id').primaryKey(),
  /** A job title shown to contacts; the account's role when null. */
  role: text(),
  about: text().notNull().default(''),
  /** What others see: offline while no session is connected, else `chosen_status`. */
  status: text().notNull().default('offline'),
  /** What the user picked in the profile (online, busy, away, offline). */
  chosenStatus: text('chosen_status').notNull().default('online'),
  twoStep: boolean('two_step').notNull().default(false),
  notifications: boolean().notNull().default(true),
});

/** One chat per pair of users; each side has its own membership row and unseen count. */
export const chats = pgTable('chats', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    contactId: integer('contact_id').notNull(),
    unseen: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    uniqueIndex('chat_members_pair_key').on(t.userId, t.contactId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull(),
    /** The text; may be empty when the message carries a file. */
    message: text().notNull(),
    /** A picture or file sent with the message (the file store's id). */
    fileId: text('file_id'),
    time: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);

/** Live sessions per user and API process, for presence across processes (heartbeat `seen_at`). */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: integer('user_id').notNull(),
    nodeId: text('node_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
);
