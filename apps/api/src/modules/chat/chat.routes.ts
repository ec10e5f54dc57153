import { createRoute } from '@hono/zod-openapi';
import {
  chatProfileSchema,
  chatsAndContactsQuerySchema,
  chatsAndContactsReplySchema,
  getChatQuerySchema,
  getChatReplySchema,
  sendMessageBodySchema,
  sendMessageReplySchema,
  updateChatProfileBodySchema,
} from '@beacon/contract/chat';
import { userTopic } from '@beacon/contract/live';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { LiveHub } from '../../lib/live/hub';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  notFoundReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { isConnected, publishPresence } from './chat.presence';
import * as repo from './chat.repo';

const tags = ['Chat'];
const guarded = { tags, security: bearerSecurity } as const;

const profileRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/chat/users/profile-user',
  summary: 'The caller’s chat profile',
  middleware: [requires('read', 'Chat')] as const,
  responses: { 200: json(chatProfileSchema, 'The profile'), ...guardedReplies },
});

const updateProfileRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/chat/users/profile-user',
  summary: 'Save the caller’s about, status and settings (an addition to the kept API)',
  description:
    'Any of `about`, `status` (online, busy, away, offline) and `settings` (the two switches); nothing else. Others see the chosen status while the caller has a live session, offline otherwise.',
  middleware: [requires('update', 'Chat')] as const,
  request: { body: jsonBody(updateChatProfileBodySchema) },
  responses: { 200: json(chatProfileSchema, 'Saved'), ...badInput, ...guardedReplies },
});

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/chat/chats-and-contacts',
  summary: 'The caller’s chats (newest first) and every contact',
  description:
    'Contacts are the other accounts that may chat. A contact with a chat carries `chat: { id, unseenMsgs, lastMessage }`. Added to the kept API: `q` keeps the names containing it (case-insensitive).',
  middleware: [requires('read', 'Chat')] as const,
  request: { query: chatsAndContactsQuerySchema },
  responses: {
    200: json(chatsAndContactsReplySchema, 'Chats and contacts'),
    ...badInput,
    ...guardedReplies,
  },
});

const getChatRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/chat/get-chat',
  summary: 'Open the chat with a contact: its messages, and the caller’s unseen count reset',
  description: `\`id\` is the contact's id. No \`chat\` when there is none yet. The newest ${repo.chatHistoryMax} messages, oldest first.`,
  middleware: [requires('read', 'Chat')] as const,
  request: { query: getChatQuerySchema },
  responses: {
    200: json(getChatReplySchema, 'The chat'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

const sendRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/chat/send-msg',
  summary: 'Send a message to a contact (the first one creates the chat)',
  description:
    'Body `{ message, contact: { id }, fileId? }` or `{ obj: { message, contact } }` (kept for API compatibility). `fileId`: one file the sender uploaded (or may read), which both members may then read; with it the text may be empty. The message is saved in the pair’s chat, the recipient’s unseen count rises, and both users’ live sessions hear it. `chat` is in the reply only when this message created the chat.',
  middleware: [requires('create', 'Chat')] as const,
  request: { body: jsonBody(sendMessageBodySchema) },
  responses: {
    201: json(sendMessageReplySchema, 'Sent'),
    ...badInput,
    ...notFoundReply,
    ...guardedReplies,
  },
});

/** The accounts of `ids` that may chat (undefined for any that may not), found by id. */
async function find(db: Db, directory: repo.ChatDirectory, ids: number[]) {
  const some = await directory(db, ids);
  return { found: ids.map((id) => some.find((account) => account.id === id)) };
}

const unknownContact = () => notFound('No such contact');

interface ChatRoutesOptions {
  directory: repo.ChatDirectory;
  live: LiveHub;
  files: repo.ChatFiles;
}

export function chatRoutes({ directory, live, files }: ChatRoutesOptions) {
  return createRouter()
    .openapi(profileRoute, async (c) => {
      const { found } = await find(c.var.db, directory, [c.var.principal.id]);
      if (!found[0]) throw unknownContact();
      return c.json(await repo.getProfile(c.var.db, found[0]), 200);
    })
    .openapi(updateProfileRoute, async (c) => {
      const db = c.var.db;
      const { found } = await find(db, directory, [c.var.principal.id]);
      if (!found[0]) throw unknownContact();
      const connected = await isConnected(db, found[0].id);
      const { profile, shown } = await repo.updateProfile(
        db,
        found[0],
        c.req.valid('json'),
        connected,
      );
      if (shown) await publishPresence(live, profile.id, shown);
      return c.json(profile, 200);
    })
    .openapi(listRoute, async (c) => {
      const everyone = await directory(c.var.db);
      const me = everyone.find((account) => account.id === c.var.principal.id);
      if (!me) throw unknownContact();
      return c.json(
        await repo.chatsAndContacts(c.var.db, files, everyone, me, c.req.valid('query').q),
        200,
      );
    })
    .openapi(getChatRoute, async (c) => {
      const me = c.var.principal.id;
      const contactId = c.req.valid('query').id;
      const { found } = await find(c.var.db, directory, [contactId]);
      if (!found[0] || contactId === me) throw unknownContact();
      const [contact, chat] = await Promise.all([
        repo.contactOf(c.var.db, found[0]),
        repo.openChat(c.var.db, files, me, contactId),
      ]);
      // The caller's other sessions clear their badge too.
      if (chat) await live.publish(userTopic(me), { type: 'chat.read', contactId });
      return c.json(chat ? { chat, contact } : { contact }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const me = c.var.principal.id;
      const { message, contactId, fileId } = c.req.valid('json');
      const { found } = await find(c.var.db, directory, [contactId]);
      if (!found[0] || contactId === me) throw unknownContact();
      // The sender's own upload, or a file they may read (one passed on from another chat).
      const [file] = fileId ? await files.attachable(c.var.db, me, [fileId], 'fileId') : [];
      const sent = await repo.sendMessage(c.var.db, files, me, contactId, {
        text: message,
        file: file && repo.chatFileOf(file),
      });
      const event = { type: 'chat.message', chatId: sent.chatId, message: sent.message };
      const smaller = { type: 'chat.message', chatId: sent.chatId };
      // Once committed: the contact's screen fetches the picture as soon as it hears of it.
      c.var.afterCommit(async () => {
        await Promise.all([
          live.publish(
            userTopic(contactId),
            { ...event, contactId: me },
            { ...smaller, contactId: me },
          ),
          live.publish(userTopic(me), { ...event, contactId }, { ...smaller, contactId }),
        ]);
      });
      const response = { newMessageData: sent.message, id: contactId };
      return c.json({ response: sent.chat ? { ...response, chat: sent.chat } : response }, 201);
    });
}
